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
flip = बिसात पलटें
board-style = बिसात की शैली
style-checkered = चौख़ानेदार
style-plain = सादी
style-ashtapada = अष्टापद
notation = चाल लिखने का ढंग
board-colours = बिसात के रंग
colour-wood = लकड़ी
colour-sand = रेत
colour-green = हरा
colour-blue = नीला
colour-grey = स्लेटी
moves = चालें
move-placeholder = चाल लिखें: e3, Nf3, e2e3
move-label = चाल लिखें (SAN में जैसे Nf3, या ख़ानों से जैसे e2e3)
chat = बातचीत
reconnecting = फिर से जुड़ रहा है…
abort = रद्द करें
resign = हार मानें
more-time = 15 सेकंड दें
new-game = नया खेल
copy = कॉपी करें
rated = रेटेड, { $speed }
casual = मैत्रीपूर्ण

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

