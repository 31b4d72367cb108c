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
