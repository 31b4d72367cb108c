# पन्नों की स्क्रिप्टें जो शब्द लिखती हैं, हिन्दी में।

## The games
game-shatranj = शतरंज
game-chaturanga-davidson = चतुरंग (डेविडसन)
game-parsi = पारसी शतरंज
game-shatranj-kamil-64 = शतरंज कामिल (64)
game-great-shatranj = महाशतरंज

## Sides
side-white = सफ़ेद
side-black = काला
side-white-lower = सफ़ेद
side-black-lower = काला

## The game page
round-resize = बिसात का आकार: खींचें, या तीर-कुंजियाँ; सबसे अच्छे आकार के लिए दो बार क्लिक करें
round-resize-title = बिसात का आकार बदलने के लिए खींचें (दो बार क्लिक: खिड़की भर)
step-first = पहली चाल
step-prev = पिछली चाल
step-next = अगली चाल
step-last = अंतिम चाल
flip = बिसात पलटें
board-settings = बिसात
board-style = बिसात की शैली
style-checkered = चौख़ानेदार
style-plain = सादी
style-ashtapada = अष्टापद
notation = चाल लिखने का ढंग
notation-label = लेखन
sound-on = आवाज़ चालू
sound-off = आवाज़ बंद
board-colours = बिसात के रंग
colours-label = रंग
colour-wood = लकड़ी
colour-sand = रेत
colour-green = हरा
colour-blue = नीला
colour-grey = स्लेटी
coordinates = निर्देशांक
style-label = शैली
confirm-correspondence = पत्राचार चालों की पुष्टि करें
moves = चालें
move-placeholder = चाल लिखें: e3, Nf3, e2e3
move-label = चाल लिखें (SAN में जैसे Nf3, या ख़ानों से जैसे e2e3)
chat = बातचीत
chat-spectators = दर्शकों की बातचीत
chat-placeholder = कुछ कहिए…
chat-label = बातचीत का संदेश
chat-send = भेजें
chat-sign-in = साइन इन करें
chat-sign-in-after = ताकि दूसरे दर्शकों से बात कर सकें।
confirm-move-label = अपनी चाल की पुष्टि करें
not-connected-move = जुड़ाव नहीं है: आपकी चाल नहीं भेजी गई। पन्ना फिर से जुड़ रहा है; तब चाल दोबारा चलें।
not-connected = जुड़ाव नहीं है: कुछ नहीं भेजा गया। पन्ना फिर से जुड़ रहा है।
confirm-play = { $san } चलें
confirm-take-back = वापस लें
confirm-send = आपकी चाल: { $san }। भेजें?
first-move-you = { $n ->
    [one] पहली चाल के लिए आपके पास { $n } सेकंड है, नहीं तो खेल रद्द होगा। दोनों पहली चालों के बाद घड़ियाँ चलती हैं।
   *[other] पहली चाल के लिए आपके पास { $n } सेकंड हैं, नहीं तो खेल रद्द होगा। दोनों पहली चालों के बाद घड़ियाँ चलती हैं।
}
first-move-other = { $n ->
    [one] पहली चाल के लिए { $side } के पास { $n } सेकंड है, नहीं तो खेल रद्द होगा। दोनों पहली चालों के बाद घड़ियाँ चलती हैं।
   *[other] पहली चाल के लिए { $side } के पास { $n } सेकंड हैं, नहीं तो खेल रद्द होगा। दोनों पहली चालों के बाद घड़ियाँ चलती हैं।
}
your-opponent = आपका प्रतिद्वंद्वी
absent-ready = { $name } खेल छोड़ गए। आप जीत का दावा कर सकते हैं, बराबरी कह सकते हैं, या प्रतीक्षा कर सकते हैं।
absent-wait = { $n ->
    [one] { $name } खेल छोड़ गए। अगर वे न लौटें तो { $n } सेकंड में आप जीत का दावा कर सकते हैं।
   *[other] { $name } खेल छोड़ गए। अगर वे न लौटें तो { $n } सेकंड में आप जीत का दावा कर सकते हैं।
}
reconnect-now = अभी जोड़ें
reconnecting = फिर से जुड़ रहा है…
connection-lost = { $n ->
    [one] सर्वर से जुड़ाव टूट गया है; लौटने तक चालें नहीं चली जा सकतीं। अगला प्रयास { $n } सेकंड में।
   *[other] सर्वर से जुड़ाव टूट गया है; लौटने तक चालें नहीं चली जा सकतीं। अगला प्रयास { $n } सेकंड में।
}
offer-draw-them = { $name } बराबरी का प्रस्ताव देते हैं।
offer-draw-you = आपने बराबरी का प्रस्ताव दिया; उत्तर की प्रतीक्षा है।
offer-takeback-them = { $name } पिछली चाल वापस लेना चाहते हैं।
offer-takeback-you = आपने अपनी चाल वापस माँगी; उत्तर की प्रतीक्षा है।
claim-victory = जीत का दावा करें
call-draw = बराबरी कहें
abort = रद्द करें
abort-confirm = खेल रद्द करें? पुष्टि के लिए फिर दबाएँ
resign = हार मानें
resign-confirm = हार मानें? पुष्टि के लिए फिर दबाएँ
draw-accept = बराबरी स्वीकारें
draw-decline = बराबरी ठुकराएँ
draw-offered = बराबरी प्रस्तावित
draw-offer = बराबरी प्रस्तावित करें
draw-offer-confirm = बराबरी का प्रस्ताव दें? पुष्टि के लिए फिर दबाएँ
takeback-accept = वापसी स्वीकारें
takeback-decline = वापसी ठुकराएँ
takeback-asked = वापसी माँगी
takeback-offer = वापसी माँगें
more-time = 15 सेकंड दें
more-time-title = { $name } को 15 सेकंड दें
claim-draw = बराबरी का दावा करें
claim-win = जीत का दावा करें
claim-draw-help = दूसरा राजा अकेला है: नियम आपको जीतने की कोशिश के बजाय अभी बराबरी लेने देते हैं।
claim-win-help = अकेले राजा ने बराबरी तक पहुँचने के लिए नियमों की दी सारी चालें चल लीं: आप जीत का दावा कर सकते हैं।
rematch-play = दोबारा खेलें
rematch-offered-them = { $name } दोबारा खेलने का प्रस्ताव देते हैं।
rematch-accept = दोबारा खेल स्वीकारें
decline = ठुकराएँ
rematch-waiting = दोबारा खेल प्रस्तावित: { $name } के उत्तर की प्रतीक्षा है।
rematch-declined = दोबारा खेल ठुकरा दिया गया।
rematch = दोबारा खेल
rematch-offer = दोबारा खेल प्रस्तावित करें
rematch-title = वही खेल फिर से, रंग बदलकर
new-game = नया खेल
tournament-return = 3 सेकंड में प्रतियोगिता पर वापसी…
stay-here = यहीं रहें
copied = कॉपी हुआ
copy = कॉपी करें
check = शह!
check-king-capture = राजा पर हमला है (उसे पकड़ा जा सकता है)
aborted = रद्द
rated = रेटेड, { $speed }
casual = मैत्रीपूर्ण
speed-bullet = बुलेट
speed-blitz = ब्लिट्ज़
speed-rapid = रैपिड
speed-classical = क्लासिकल
speed-correspondence = पत्राचार
watching = { $n ->
    [one] { $n } दर्शक
   *[other] { $n } दर्शक
}
notify-title = जब यह पन्ना पीछे हो तब प्रतिद्वंद्वी की चाल की सूचना दें
notify = चालों की सूचना दें
notify-blocked = आपके ब्राउज़र में इस साइट की सूचनाएँ बंद हैं।
notify-your-turn = { $san }: आपकी बारी
notify-a-move = एक चाल: आपकी बारी
notify-moved = { $game }: { $name } ने चाल चली
not-your-move = यह आपकी चाल नहीं है।

## Seats, status, titles (the game page)
seat-waiting = खिलाड़ी की प्रतीक्षा…
presence-here = यहाँ हैं
presence-away = दूर हैं
presence-here-title = { $name } खेल के पन्ने पर हैं
presence-away-title = { $name } खेल के पन्ने पर नहीं हैं
clock-of = { $side } की घड़ी
material-ahead = इंजन के प्यादों में { $n } आगे
status-open = प्रतिद्वंद्वी के आने की प्रतीक्षा।
status-over = खेल ख़त्म: { $result }
status-your-move = आपकी चाल
status-to-move = { $side } की चाल
status-engine = इंजन सोच रहा है…
your-rating = आपकी रेटिंग
title-open = प्रतिद्वंद्वी की प्रतीक्षा
title-your-turn = आपकी बारी
title-waiting-for = { $name } की प्रतीक्षा
the-opponent = प्रतिद्वंद्वी
said-played = { $side } ने { $san } चला।
said-over = खेल ख़त्म: { $result }, { $reason }
said-your-move = आपकी चाल।

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } जीता: { $loser } को मात
end-stalemate-win = { $winner } जीता: { $loser } पर ज़िच है और वह हारता है
end-stalemate = बराबरी: ज़िच
end-bare-king = { $winner } जीता: { $loser } का राजा अकेला है
end-counter-bared = बराबरी: अकेले राजा ने दूसरे राजा को भी अकेला कर दिया
end-bare-kings = बराबरी: केवल दोनों राजा बचे हैं
end-king-captured = { $winner } जीता: { $loser } का राजा पकड़ा गया
end-no-moves-win = { $winner } जीता: { $loser } के पास कोई चाल नहीं
end-no-moves = बराबरी: जिसकी बारी है उसके पास कोई चाल नहीं
end-lone-king-stalemate = बराबरी: अकेले राजा ने ज़िच कर दी
end-lone-king-moves = { $winner } जीता: { $loser } के अकेले राजा ने बराबरी किए बिना अपनी चालें चल लीं
end-lone-king-claim = बराबरी का दावा: अकेले राजा के प्रतिद्वंद्वी ने बराबरी ली
end-boorj-win = { $winner } बुर्ज से जीता: { $loser } का राजा अकेला है
end-boorj = बराबरी: बुर्ज (अकेला राजा) बराबरी गिना गया
end-repetition = दोहराव से बराबरी
end-move-rule = चाल-गिनती नियम से बराबरी
end-time = { $winner } जीता: { $loser } का समय ख़त्म
end-resignation = { $winner } जीता: { $loser } ने हार मानी
end-agreement = सहमति से बराबरी
end-abandoned-win = { $winner } जीता: { $loser } खेल छोड़ गया
end-abandoned = बराबरी: एक खिलाड़ी खेल छोड़ गया
end-aborted = खेल रद्द हुआ
end-aborted-first-move = { $side } ने { $n } सेकंड में पहली चाल नहीं चली: खेल रद्द हुआ
end-aborted-by = { $side } ने दोनों पक्षों की चाल से पहले खेल रद्द किया
end-claimed = { $reason } (दावे से)
grade-pawn-mate = प्यादे की दी मात, जीत की सबसे ऊँची श्रेणी
grade-checkmate = मोहरे की दी मात, जीत की बीच की श्रेणी
grade-boorj = जीत की सबसे निचली श्रेणी
end-draw = बराबरी

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } दिन
   *[other] { $n } दिन
}
clock-hours = { $n } घं
clock-minutes = { $n } मि
clock-seconds = { $n } से

## Choosing a promotion, Parsi's bonus move
cancel = रद्द करें
promote-to = पदोन्नति:
no-promotion = पदोन्नति नहीं
promote-to-said = पदोन्नति: { $pieces }?
bonus-title = नया घोड़ा एक बार और चल सकता है: उसे बिसात पर किसी चिह्नित ख़ाने पर ले जाएँ, या
bonus-stay = रुके
bonus-said = नया घोड़ा एक बार और चल सकता है, { $squares } पर, या रुक सकता है।

## Moves typed in the box
typed-ambiguous = '{ $text }' एक से अधिक चाल हो सकती है: जिस ख़ाने से चलती है वह जोड़ें
typed-none = कोई वैध चाल '{ $text }' नहीं लिखी जाती

## The board by keyboard (read by screen readers)
board-role = बिसात
board-help = बिसात। तीर-कुंजियाँ ख़ानों पर चलती हैं; Enter मोहरा उठाता है, और फिर Enter उसे चलता है; Escape उसे छोड़ देता है।
kb-cannot-go = { $square }: { $from } का मोहरा वहाँ नहीं जा सकता। छोड़ दिया।
kb-nothing = { $square }: यहाँ चलाने लायक़ कुछ नहीं।
kb-let-go = छोड़ दिया।
kb-empty = ख़ाली
kb-man = { $side } { $piece }
kb-square = { $square }, { $what }
kb-plays-here = Enter इसे यहाँ चलता है
kb-help = तीर-कुंजियाँ चलती हैं; Enter मोहरा उठाता है।
kb-picked = { $square } से { $what } उठाया।
kb-can-go = यह { $squares } पर जा सकता है।
kb-free = कर्सर किसी ख़ाने पर ले जाकर Enter दबाएँ।
kb-no-move = अभी इसकी कोई चाल नहीं।

## Challenges (the header)
challenge-rated = रेटेड
challenge-casual = मैत्रीपूर्ण
challenge-you-play = आप { $side } से खेलेंगे
challenge-accept = स्वीकारें
challenge-why = ठुकराने का कारण
challenge-decline = ठुकराएँ
challenge-later = बाद में
challenge-you = आपको चुनौती देते हैं
unlimited = बिना घड़ी

## The lobby's lists
no-seeks = अभी कोई खुली खोज नहीं।
no-games-in-progress = कोई खेल नहीं चल रहा।
col-game = खेल
col-player = खिलाड़ी
col-time = समय
col-mode = प्रकार
col-moves = चालें
col-result = परिणाम
changed = बदला गया:
rated-plain = रेटेड
cancel-seek-of = { $game } की अपनी खोज रद्द करें
imported = आयातित:
imported-title = फ़ाइल से आयात
diagram = चित्र
diagram-title = अंतिम स्थिति का चित्र (PNG)
waiting-count = { $n ->
    [one] { $n } प्रतीक्षा में
   *[other] { $n } प्रतीक्षा में
}

## A refused action (the game page)
refused-over = खेल समाप्त हो चुका है।
refused-not-started = खेल शुरू नहीं हुआ: दूसरे खिलाड़ी की प्रतीक्षा है।
refused-not-a-player = यह केवल इस खेल के खिलाड़ी कर सकते हैं।
refused-not-your-turn = आपकी चाल नहीं है।
refused-illegal = यह चाल यहाँ नियमानुसार नहीं है।
refused-stale = स्थिति बदल गई: खेल फिर से लोड करें और दोबारा कोशिश करें।
refused-changed = उसी क्षण खेल बदल गया: फिर से लोड करें और दोबारा कोशिश करें।
refused-too-many = बहुत अनुरोध: एक पल धीमे चलें।
