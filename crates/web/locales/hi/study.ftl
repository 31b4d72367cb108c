# वे शब्द जो केवल अध्ययन पृष्ठों की स्क्रिप्ट लिखती हैं (विश्लेषण बिसात, संपादक, समस्याएँ)।

## The analysis board
an-eval-title = मूल्यांकन (सफ़ेद नीचे)
an-step-start = शुरुआत
an-step-back = पीछे (←)
an-step-forward = आगे (→)
an-step-end = पंक्ति का अंत
an-flip = ⇅ पलटें
an-still-loading = स्थिति अभी लोड हो रही है।
an-over = कोई चाल नहीं: इस स्थिति में खेल समाप्त है।
an-engine = इंजन
an-where = इंजन कहाँ सोचता है
an-in-browser = इसी ब्राउज़र में
an-on-server = सर्वर पर
an-moves = चालें
an-position = स्थिति
an-delete = यहाँ से मिटाएँ
an-delete-title = यह चाल और इसके बाद का सब मिटाएँ
an-promote = मुख्य पंक्ति बनाएँ
an-promote-title = इस उप-पंक्ति को मुख्य पंक्ति बनाएँ
an-fen-label = दिखाई गई स्थिति का FEN
an-load = लोड करें
an-load-title = बॉक्स के FEN का विश्लेषण करें
an-pgn-label = विश्लेषण का PGN
an-pgn-download = PGN डाउनलोड करें
an-edit = स्थिति संपादित करें
an-play-here = यहाँ से खेलें
an-diagram = आरेख डाउनलोड करें
an-diagram-title = दिखाई गई स्थिति का चित्र (PNG), किसी पृष्ठ या छपाई के लिए
an-browser-stopped = इस ब्राउज़र का इंजन रुक गया; जारी रखने के लिए “सर्वर पर” चुनें।
an-browser-failed = यह ब्राउज़र इंजन लोड नहीं कर सका; इसकी जगह सर्वर विश्लेषण करता है।
an-depth = गहराई { $n }
an-speed = { $n } हज़ार नोड/से
an-done = पूरा
an-off = बंद
an-best = सर्वोत्तम
an-preferred = { $what }: इंजन ने { $san } को बेहतर माना
an-explore = खोजने के लिए मोहरे चलाएँ: आपकी आज़माई हर चाल रखी जाती है, उप-पंक्तियाँ भी।
an-table = अंत-खेल तालिका
an-play-san = { $san } खेलें
an-to-move = { $side } की चाल
an-to-move-check = { $side } की चाल: शह!
an-link-illegal = लिंक की एक चाल नियमानुसार नहीं थी और छोड़ दी गई: { $text }
an-busy = सर्वर के सभी इंजन व्यस्त हैं: कुछ सेकंड में फिर कोशिश होगी।

## The engine's scores ($how: one of the score-how words)
score-in = { $n } में { $how }
score-how-mate = मात
score-how-bare-king = अकेला राजा
score-how-stalemate = ज़िच
score-how-king-taken = राजा पकड़ना
score-how-win = जीत

## The endgame tables' verdicts
tb-draw = बराबरी
tb-draw-why = बराबरी ({ $reason })
tb-has-won = { $side } जीत चुका ({ $how })
tb-wins = { $side } जीतता है: { $n } में { $how }
tb-move-draw = बराबरी
tb-move-draw-why = बराबरी ({ $reason })
tb-move-wins = जीतता है ({ $how })
tb-move-win-in = { $n } में { $how }
tb-move-loses = हारता है ({ $how })
tb-move-loses-in = हारता है: { $n } में { $how }
tb-how-checkmate = मात
tb-how-bare-king = अकेला राजा
tb-how-boorj = अकेला राजा (बूर्ज)
tb-how-stalemate = ज़िच
tb-how-king-captured = राजा पकड़ना
tb-how-no-moves = कोई चाल न छोड़ना
tb-how-lone-king-moves = अकेले राजा की दस चालें
tb-how-win = जीत
tb-why-counter-bared = अकेला राजा बदले में अकेला करता है
tb-why-bare-kings = केवल दो राजा
tb-why-stalemate = ज़िच
tb-why-lone-king-stalemate = अकेले राजा की ज़िच
tb-why-no-moves = कोई चाल नहीं

## A finished game's review
rv-start = खेल की समीक्षा करें
rv-finish = समीक्षा पूरी करें
rv-progress = अर्धचाल { $n } / { $total } का मूल्यांकन…
rv-inaccuracy = अशुद्धि
rv-mistake = ग़लती
rv-blunder = भारी भूल
rv-inaccuracies = { $n ->
    [one] { $n } अशुद्धि
   *[other] { $n } अशुद्धियाँ
}
rv-mistakes = { $n ->
    [one] { $n } ग़लती
   *[other] { $n } ग़लतियाँ
}
rv-blunders = { $n ->
    [one] { $n } भारी भूल
   *[other] { $n } भारी भूलें
}
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: { $accuracy } सटीकता, { $counts }
rv-graph = मूल्यांकन ग्राफ़: किसी चाल पर जाने के लिए क्लिक करें

## A problem
pr-take-back = वापस लें और फिर कोशिश करें
pr-retry = फिर से शुरू करें
pr-show = हल दिखाएँ
pr-next = अगली समस्या
pr-all = सभी समस्याएँ
pr-wait = इंजन के उत्तर की प्रतीक्षा करें।
pr-over = समस्या समाप्त: चाल वापस लें, फिर से शुरू करें या हल देखें।
pr-no-moves = कोई चाल नहीं खेली गई।
pr-engine-first = पहले इंजन चलता है; आप { $side } से खेलते हैं।
pr-your-move = आपकी चाल: आप { $side } से खेलते हैं।
pr-thinking = इंजन सोच रहा है…
pr-unreachable = साइट तक पहुँचा नहीं जा सकता।
pr-solution = हल:
pr-longest = सबसे लंबा बचाव:
pr-second = दूसरा हल:
pr-taken-back = वापस ली गई: कोई और चाल आज़माएँ।
pr-unusable = यह समस्या जैसी पढ़ी गई वैसी खेली नहीं जा सकती (नीचे देखें)।
pr-solved-here = इस ब्राउज़र में हल की गई

## The position editor
ed-tray = { $side } के मोहरे
ed-eraser = मोहरे हटाएँ: इसे चुनें, फिर मोहरों पर क्लिक करें
ed-side-to-move = किसकी चाल
ed-unmoved = अभी तक न चले (दोहरे कदम और राजा की छलाँग इन पर निर्भर हैं)
ed-may-leap = { $side } का राजा अब भी छलाँग लगा सकता है
ed-unmoved-piece = { $square } पर { $side } का { $piece }
ed-lone-count = अकेले राजा की अब तक की चालें:
ed-halfmoves = बिना पकड़ या प्यादे की चाल के चालें
ed-move-number = चाल संख्या
ed-start = शुरुआती स्थिति
ed-clear = बिसात ख़ाली करें
ed-load-title = बॉक्स के FEN से बिसात सजाएँ
ed-copy = FEN कॉपी करें
ed-copied = कॉपी हो गया
ed-analyse = विश्लेषण करें
ed-play-engine = इंजन से खेलें
ed-invite = मित्र को बुलाएँ
ed-offline = इंजन से ऑफ़लाइन खेलें
ed-board-help = बिसात। तीर कुंजियाँ घरों पर चलती हैं; मोहरे का अक्षर उसे वहाँ रखता है (सफ़ेद के लिए बड़ा, काले के लिए छोटा), Delete घर ख़ाली करता है; Enter मोहरा उठाता है और दोबारा Enter उसे चलता है।
ed-unreachable = साइट तक पहुँचा नहीं जा सकता
ed-finished = समाप्त स्थिति: { $result }, { $reason }
ed-legal = वैध स्थिति: { $side } की चाल।
ed-legal-check = वैध स्थिति: { $side } की चाल, शह में।
ed-not-position = { $game } की स्थिति नहीं: { $text }

## Playing the engine offline
off-side = आपका पक्ष
off-you-play = आप { $side } से खेलते हैं
off-level = इंजन का प्रति चाल समय
off-quick = तेज़: 0.2 से प्रति चाल
off-steady = स्थिर: 1 से प्रति चाल
off-strong = मज़बूत: 3 से प्रति चाल
off-new = नया खेल
off-loading = खेल अभी लोड हो रहा है।
off-over = खेल समाप्त: नया शुरू करें।
off-engine-move = इंजन की चाल है।
off-well-played = बढ़िया खेले!
off-your-move = आपकी चाल ({ $side })
off-your-move-check = आपकी चाल ({ $side }): शह!
off-you-played = आपने { $san } खेला।
off-engine-played = इंजन ने { $san } खेला।
off-failed = इंजन विफल हो गया।
off-cannot = यह ब्राउज़र यहाँ इंजन नहीं चला सकता: { $text }

## Importing games
im-read = { $n } फ़ाइलें पढ़ी गईं ({ $num } KiB)।

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = FEN के { $field } में, अक्षर { $at } पर: { $problem }
fen-error-found = FEN के { $field } में, अक्षर { $at } (“{ $found }”) पर: { $problem }
fen-impossible = यह स्थिति बन नहीं सकती: { $problem }
fen-field-board = बिसात (खंड 1)
fen-field-turn = चाल की बारी (खंड 2)
fen-field-flags = चिह्न (खंड 3)
fen-field-en-passant = अंपासां (खंड 4)
fen-field-halfmove = अर्ध-चाल गिनती (खंड 5)
fen-field-fullmove = चाल संख्या (खंड 6)
fen-field-lone-counts = अकेले राजा की गिनती (खंड 7)
fen-field-extra = अंत
fen-field-position = स्थिति
fen-rank-count = { $given } पंक्तियाँ दी गई हैं; बिसात में { $ranks } हैं।
fen-zero-run = ख़ाली खानों की गिनती 1 से शुरू होती है।
fen-rank-overfull = पंक्ति { $rank } में { $files } से अधिक खाने हैं।
fen-not-board-text = यहाँ किसी मोहरे का अक्षर, कोई अंक या “/” आना था।
fen-unknown-letter = इस खेल के किसी मोहरे का यह अक्षर नहीं है।
fen-rank-short = पंक्ति { $rank } में { $squares } खाने हैं; बिसात में { $files } स्तंभ हैं।
fen-too-long = यह FEN { $len } अक्षर लंबा है; इन खेलों की किसी स्थिति को { $max } से अधिक नहीं चाहिए।
fen-empty = FEN ख़ाली है।
fen-no-turn = यह छूटा हुआ है; w (सफ़ेद की बारी) या b (काले की बारी) लिखें।
fen-bad-turn = w (सफ़ेद की बारी) या b (काले की बारी) लिखें।
fen-en-passant = इन खेलों में अंपासां नहीं होता; “-” लिखें।
fen-halfmove-too-large = अर्ध-चाल गिनती बहुत बड़ी है।
fen-not-a-number = यहाँ एक संख्या आनी थी।
fen-move-zero = चाल संख्याएँ 1 से शुरू होती हैं।
fen-move-too-large = चाल संख्या बहुत बड़ी है।
fen-after-move-number = चाल संख्या के बाद कुछ नहीं आता।
fen-unexpected-text = यह यहाँ नहीं आता: बारी के बाद चिह्न (“-”), अर्ध-चाल गिनती और चाल संख्या आते हैं।
fen-after-last-field = अंतिम खंड के बाद कुछ नहीं आता।
fen-open-holdings = रखे गए मोहरों का कोष्ठक बिसात के अंत में “]” से बंद होना चाहिए।
fen-unknown-holding-letter = इस खेल के किसी मोहरे का यह अक्षर नहीं है (रखे गए मोहरों में)।
fen-no-flags = इस खेल में न कैसलिंग है न चिह्न; “-” लिखें (आज की शतरंज का कैसलिंग खंड जैसे KQkq भी स्वीकार होकर अनदेखा किया जाता है)।
fen-chess-castling = इस खेल में कैसलिंग नहीं है: यह खंड उन बड़े मोहरों के स्तंभ बताता है जो अभी नहीं चले, और राजा की बची छलांग के लिए L या l (आरंभ में: { $start })।
fen-leap-twice = छलांग दो बार दी गई है।
fen-bad-flag = यहाँ किसी न चले बड़े मोहरे के स्तंभ का अक्षर आना था (सफ़ेद के लिए बड़ा, काले के लिए छोटा), या छलांग के लिए L या l।
fen-flag-twice = यह चिह्न दो बार दिया गया है।
fen-no-master-piece = { $square } पर { $side } का कोई बड़ा मोहरा नहीं है।
fen-bad-lone-side = यहाँ w या b और फिर एक गिनती आनी थी, जैसे w0b3।
fen-no-count = यहाँ एक गिनती आनी थी।
fen-count-too-large = गिनती अधिक से अधिक 63 है।
fen-not-lone = { $side } का राजा अकेला नहीं है, इसलिए उसकी गिनती 0 होनी चाहिए।
fen-off-board = एक मोहरा बिसात से बाहर है।
fen-two-men = { $square } पर दो मोहरे हैं।
fen-kings = { $side } के { $count } राजा हैं।
fen-no-king = { $side } का कोई राजा नहीं है।
fen-unpromoted = { $side } का एक प्यादा { $square } पर है, जहाँ उसे पहले ही पदोन्नत हो जाना चाहिए था।
fen-out-of-turn-check = जिस पक्ष की बारी नहीं है ({ $side }) उस पर शह है।

## The analysis board's refusals
an-move-illegal = इस क्रम की चाल { $n } अपनी स्थिति में वैध नहीं है।
an-line-too-long = यह क्रम बिसात के लिए बहुत लंबा है।
an-too-many = बहुत अधिक अनुरोध: थोड़ा धीमे चलें।
an-failed = इंजन इस स्थिति का विश्लेषण नहीं कर सका।

## The puzzle trainer
pz-title = पज़ल
pz-lead = सबसे अच्छी चाल खोजिए। हर पज़ल इन खेलों की किसी असली बाज़ी से आई है, और उसकी आगे की चालें एक गहरी खोज से जाँची गई हैं; पहली कोशिश में पज़ल हल करने पर आपकी पज़ल रेटिंग बढ़ती है और चूकने पर घटती है।
pz-count = { $n } पज़ल
pz-your-rating = आपकी पज़ल रेटिंग: { $rating }
pz-train = अभ्यास करें
pz-streak = सिलसिला
pz-storm = तूफ़ान
pz-by-theme = विषय के अनुसार
pz-daily = आज की पज़ल
pz-to-move = चाल { $side } की
pz-historical = पुराने उस्तादों की समस्याएँ
pz-historical-help = अरबी पांडुलिपियों की मंसूबात और अल्फ़ोंसो दशम की पुस्तक, अपने स्रोतों के साथ और इस बात के साथ कि इंजन ने हर एक के बारे में क्या सिद्ध किया।
pz-historical-go = समस्याएँ खोलें
pz-yours = आपकी पज़ल
pz-history = आपकी खेली हुई पज़ल
pz-dashboard = आपके विषय
pz-dashboard-lead = आपने हर तरह की पज़ल कितनी बार पहली कोशिश में हल की: जिन विषयों में चूकते हैं, उनका अभ्यास करें।
pz-visitor = आपकी पज़ल रेटिंग इसी ब्राउज़र में रखी जाती है। खाते के साथ वह आपके इतिहास और विषयों समेत हर जगह आपके साथ रहती है।
pz-sign-up = खाता बनाएँ
pz-none = ऐसी कोई पज़ल नहीं
pz-all = सभी पज़ल
pz-of = { $game } की पज़ल
pz-theme-of = { $game }: { $theme }
pz-streak-of = पज़ल सिलसिला: { $game }
pz-storm-of = पज़ल तूफ़ान: { $game }
pz-history-none = आपने अभी तक कोई पज़ल नहीं खेली।
pz-solved-mark = हल की
pz-failed-mark = चूके
pz-older = पुरानी पज़ल
pz-theme = विषय
pz-any-theme = कोई भी विषय
pz-tried = खेली गईं
pz-accuracy = पहली कोशिश में हल
pz-percent = { $n }%
pz-find = { $side } के लिए सबसे अच्छी चाल खोजिए।
pz-opponent-played = आपके प्रतिद्वंद्वी ने { $san } चला। { $side } के लिए सबसे अच्छी चाल खोजिए।
pz-right = सही!
pz-right-reply = सही। प्रतिद्वंद्वी { $san } से जवाब देता है: आगे बढ़िए।
pz-solved = हल हो गई!
pz-wrong = यह वह चाल नहीं है। फिर कोशिश करें, या हल देखें।
pz-again = फिर कोशिश करें: सबसे अच्छी चाल खोजिए।
pz-retry = वापस लें और फिर कोशिश करें
pz-show = हल दिखाएँ
pz-the-solution = हल:
pz-solution-was = हल: { $line }।
pz-next = अगली पज़ल
pz-analyse = विश्लेषण बोर्ड पर देखें
pz-vote-up = अच्छी पज़ल
pz-vote-down = कमज़ोर पज़ल
pz-voted = आपके मत के लिए धन्यवाद।
pz-rating-change = आपकी पज़ल रेटिंग: { $rating } ({ $diff })
pz-not-rated = रेटिंग नहीं: आप यह पज़ल पहले खेल चुके हैं।
pz-puzzle-rating = पज़ल रेटिंग { $rating }, { $plays } बार खेली गई।
pz-themes-are = विषय: { $themes }
pz-streak-help = एक के बाद एक कठिन होती पज़ल हल करें। न घड़ी, न रेटिंग: पहली गलती पर सिलसिला ख़त्म।
pz-storm-help = तीन मिनट: जितनी हो सकें उतनी पज़ल हल करें। गलती से बस वही पज़ल जाती है।
pz-start = शुरू करें
pz-streak-score = सिलसिला: { $n }
pz-storm-score = हल की: { $n }
pz-best = इस ब्राउज़र में आपका सबसे अच्छा: { $n }
pz-run-over = समाप्त: { $n } हल की।
pz-run-again = फिर खेलें
pz-theme-mate = मात
pz-theme-mate-in-1 = 1 चाल में मात
pz-theme-mate-in-2 = 2 चालों में मात
pz-theme-mate-in-3 = 3 चालों में मात
pz-theme-mate-in-4-plus = 4 या अधिक चालों में मात
pz-theme-bare-king = अकेला राजा
pz-theme-stalemate-win = स्टेलमेट से जीत
pz-theme-king-capture = राजा को मारना
pz-theme-forced-win = निश्चित जीत
pz-theme-advantage = बढ़त
pz-theme-crushing = करारी बढ़त
pz-theme-defensive-move = बचाव की चाल
pz-theme-counter-baring = जवाब में अकेला करना
pz-theme-promotion = पदोन्नति
pz-theme-fork = फ़ोर्क
pz-theme-pin = पिन
pz-theme-skewer = स्क्यूअर
pz-theme-discovered-attack = खुला हमला
pz-theme-raja-leap = राजा की छलाँग
pz-theme-sacrifice = बलिदान
pz-theme-lone-king-count = अकेले राजा की गिनती
pz-theme-endgame = अंतिम चरण
pz-theme-one-move = एक चाल
pz-theme-short = छोटी
pz-theme-long = लंबी

## The game designer's script
design-new-piece = नया मोहरा
design-piece-name = नाम
design-piece-letter = अक्षर
design-piece-figure = चित्र
design-piece-disc = अपने अक्षर वाली चकती
design-piece-betza = चालें (बेत्ज़ा)
design-piece-value = मूल्य (प्यादा 100)
design-piece-royal = राजसी (राजा)
design-piece-pawn = प्यादा (पदोन्नत होता है)
design-piece-remove = यह मोहरा हटाएँ
design-estimated = अनुमान { $value }
design-reach = चिह्नित खाने से: जाने के लिए { $moves } खाने, मारने के लिए { $captures }, केवल पहली चाल के लिए { $initial }
design-legend = बिंदु: वहाँ जाता है। छल्ला: वहाँ मारता है। दोनों: भरा छल्ला। वर्ग: केवल पहली चाल।
design-ready = आपका खेल तैयार है: { $moves } वैध पहली चालें (आरंभ से चालों के क्रम: { $perft })।
design-wrong = अभी खेल नहीं बना: नीचे चिह्नित ग़लती देखें।
design-text-empty = पहले वेरिएंट फ़ाइल या फ़ेयरी-स्टॉकफ़िश भाग चिपकाएँ।
design-read-warnings = पढ़ा गया; { $count } सेटिंग रखी नहीं जा सकीं:

## The designer: saving on the site
design-saving = सहेजा जा रहा है…
design-saved = संस्करण { $version } के रूप में सहेजा गया। उसका पन्ना खुल रहा है…
design-not-saved = सहेजा नहीं गया:
design-not-saved-network = सहेजा नहीं गया: साइट तक पहुँच नहीं हो सकी। आपका मसौदा इसी ब्राउज़र में है।

## The designer: the start on a board
design-clear-board = बोर्ड खाली करें
