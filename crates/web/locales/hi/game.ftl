# The game page's own words.

## The game page
round-resize = बिसात का आकार: खींचें, या तीर-कुंजियाँ; सबसे अच्छे आकार के लिए दो बार क्लिक करें
round-resize-title = बिसात का आकार बदलने के लिए खींचें (दो बार क्लिक: खिड़की भर)
step-first = पहली चाल
step-prev = पिछली चाल
step-next = अगली चाल
step-last = अंतिम चाल
board-settings = बिसात
notation-label = लेखन
sound-on = आवाज़ चालू
sound-off = आवाज़ बंद
colours-label = रंग
coordinates = निर्देशांक
style-label = शैली
confirm-correspondence = पत्राचार चालों की पुष्टि करें
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
abort-confirm = खेल रद्द करें? पुष्टि के लिए फिर दबाएँ
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
tournament-return = 3 सेकंड में प्रतियोगिता पर वापसी…
stay-here = यहीं रहें
copied = कॉपी हुआ
check = शह!
check-king-capture = राजा पर हमला है (उसे पकड़ा जा सकता है)
aborted = रद्द
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
refused-over = खेल समाप्त हो चुका है।
refused-not-started = खेल शुरू नहीं हुआ: दूसरे खिलाड़ी की प्रतीक्षा है।
refused-not-a-player = यह केवल इस खेल के खिलाड़ी कर सकते हैं।
refused-not-your-turn = आपकी चाल नहीं है।
refused-illegal = यह चाल यहाँ नियमानुसार नहीं है।
refused-stale = स्थिति बदल गई: खेल फिर से लोड करें और दोबारा कोशिश करें।
refused-changed = उसी क्षण खेल बदल गया: फिर से लोड करें और दोबारा कोशिश करें।
refused-too-many = बहुत अनुरोध: एक पल धीमे चलें।
refused-chat-length = बातचीत की एक पंक्ति में १ से ५०० अक्षर होते हैं।
refused-chat-sign-in = दूसरे दर्शकों से बात करने के लिए साइन इन करें।
refused-chat-full = इस खेल की बातचीत भर गई है ({ $n } पंक्तियाँ)।
refused-chat-slow = धीरे: { $s } सेकंड में अधिकतम { $n } पंक्तियाँ।
refused-berserk-late = बेधड़क होना आपकी पहली चाल से पहले और लाइव घड़ी पर ही होता है।
refused-berserk-already = आप पहले ही बेधड़क हो चुके हैं।
refused-abort-late = खेल तभी रद्द हो सकता है जब दोनों पक्षों ने चाल न चली हो: इसके बजाय हार मानें।
refused-engine-no-draw = इंजन खेलता रहता है: वह बराबरी के प्रस्ताव नहीं लेता।
refused-no-draw-offer = स्वीकार करने को कोई बराबरी प्रस्ताव नहीं है।
refused-no-takeback-move = आपकी कोई चाल नहीं जिसे वापस लिया जाए।
refused-no-takeback-offer = स्वीकार करने को कोई चाल-वापसी प्रस्ताव नहीं है।
refused-claim-wait = खेल का दावा करने से पहले आपके प्रतिद्वंद्वी को { $n } सेकंड दूर रहना होगा।
refused-claim-opponent-here = आपके प्रतिद्वंद्वी ने खेल खोल रखा है: दावा करने को कुछ नहीं।
refused-more-time-live = समय केवल लाइव घड़ी वाले खेल में दिया जा सकता है।
refused-no-draw-claim = इस स्थिति में नियम आपको बराबरी का दावा नहीं देते।
refused-no-win-claim = इस स्थिति में नियम आपको जीत का दावा नहीं देते।
