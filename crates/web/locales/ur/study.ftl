# وہ الفاظ جو صرف مطالعے کے صفحات کی اسکرپٹ لکھتی ہیں (تجزیے کی بساط، مدیر، مسائل)۔

## The analysis board
an-eval-title = جائزہ (سفید نیچے)
an-step-start = آغاز
an-step-back = پیچھے (←)
an-step-forward = آگے (→)
an-step-end = سلسلے کا اختتام
an-flip = ⇅ پلٹیں
an-still-loading = پوزیشن ابھی لوڈ ہو رہی ہے۔
an-over = کوئی چال نہیں: اس پوزیشن میں کھیل ختم ہو چکا ہے۔
an-engine = انجن
an-where = انجن کہاں سوچتا ہے
an-in-browser = اسی براؤزر میں
an-on-server = سرور پر
an-moves = چالیں
an-position = پوزیشن
an-delete = یہاں سے مٹائیں
an-delete-title = یہ چال اور اس کے بعد کا سب کچھ مٹائیں
an-promote = مرکزی سلسلہ بنائیں
an-promote-title = اس ذیلی سلسلے کو مرکزی سلسلہ بنائیں
an-fen-label = دکھائی گئی پوزیشن کا FEN
an-load = لوڈ کریں
an-load-title = خانے میں دیے گئے FEN کا تجزیہ کریں
an-pgn-label = تجزیے کا PGN
an-pgn-download = PGN ڈاؤن لوڈ کریں
an-edit = پوزیشن میں ترمیم
an-play-here = یہاں سے کھیلیں
an-diagram = خاکہ ڈاؤن لوڈ کریں
an-diagram-title = دکھائی گئی پوزیشن کی تصویر (PNG)، کسی صفحے یا چھپائی کے لیے
an-browser-stopped = اس براؤزر کا انجن رک گیا؛ جاری رکھنے کے لیے ”سرور پر“ چنیں۔
an-browser-failed = یہ براؤزر انجن لوڈ نہ کر سکا؛ اس کی جگہ سرور تجزیہ کرتا ہے۔
an-depth = گہرائی { $n }
an-speed = { $n } ہزار نوڈ فی سیکنڈ
an-done = مکمل
an-off = بند
an-best = بہترین
an-preferred = { $what }: انجن نے { $san } کو بہتر سمجھا
an-explore = کھوج کے لیے مہرے چلائیں: آپ کی آزمائی ہر چال محفوظ رہتی ہے، ذیلی سلسلے بھی۔
an-table = اختتامی کھیل کا جدول
an-play-san = { $san } کھیلیں
an-to-move = { $side } کی چال
an-to-move-check = { $side } کی چال: شہ!
an-link-illegal = لنک کی ایک چال قانونی نہیں تھی اور چھوڑ دی گئی: { $text }
an-busy = سرور کے تمام انجن مصروف ہیں: چند سیکنڈ میں دوبارہ کوشش ہوگی۔

## The engine's scores ($how: one of the score-how words)
score-in = { $n } میں { $how }
score-how-mate = مات
score-how-bare-king = اکیلا بادشاہ
score-how-stalemate = زچ
score-how-king-taken = بادشاہ کا پکڑا جانا
score-how-win = جیت

## The endgame tables' verdicts
tb-draw = برابر
tb-draw-why = برابر ({ $reason })
tb-has-won = { $side } جیت چکا ({ $how })
tb-wins = { $side } جیتتا ہے: { $n } میں { $how }
tb-move-draw = برابر
tb-move-draw-why = برابر ({ $reason })
tb-move-wins = جیتتا ہے ({ $how })
tb-move-win-in = { $n } میں { $how }
tb-move-loses = ہارتا ہے ({ $how })
tb-move-loses-in = ہارتا ہے: { $n } میں { $how }
tb-how-checkmate = مات
tb-how-bare-king = اکیلا بادشاہ
tb-how-boorj = اکیلا راجا
tb-how-stalemate = زچ
tb-how-king-captured = بادشاہ پکڑنا
tb-how-no-moves = کوئی چال نہ چھوڑنا
tb-how-lone-king-moves = اکیلے بادشاہ کی دس چالیں
tb-how-win = جیت
tb-why-counter-bared = اکیلا بادشاہ جواب میں اکیلا کرتا ہے
tb-why-bare-kings = صرف دو بادشاہ
tb-why-stalemate = زچ
tb-why-lone-king-stalemate = اکیلے بادشاہ کی زچ
tb-why-no-moves = کوئی چال نہیں

## A finished game's review
rv-start = کھیل کا جائزہ لیں
rv-finish = جائزہ مکمل کریں
rv-progress = نیم چال { $n } از { $total } کا جائزہ…
rv-inaccuracy = بے احتیاطی
rv-mistake = غلطی
rv-blunder = بڑی غلطی
rv-inaccuracies = { $n ->
    [one] { $n } بے احتیاطی
   *[other] { $n } بے احتیاطیاں
}
rv-mistakes = { $n ->
    [one] { $n } غلطی
   *[other] { $n } غلطیاں
}
rv-blunders = { $n ->
    [one] { $n } بڑی غلطی
   *[other] { $n } بڑی غلطیاں
}
rv-counts = { $inaccuracies }، { $mistakes }، { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: { $accuracy } درستی، { $counts }
rv-graph = جائزے کا گراف: کسی چال پر جانے کے لیے کلک کریں

## A problem
pr-take-back = واپس لیں اور پھر کوشش کریں
pr-retry = پھر سے شروع کریں
pr-show = حل دکھائیں
pr-next = اگلا مسئلہ
pr-all = تمام مسائل
pr-wait = انجن کے جواب کا انتظار کریں۔
pr-over = مسئلہ ختم: چال واپس لیں، پھر سے شروع کریں یا حل دیکھیں۔
pr-no-moves = کوئی چال نہیں کھیلی گئی۔
pr-engine-first = پہلے انجن چلتا ہے؛ آپ { $side } سے کھیلتے ہیں۔
pr-your-move = آپ کی چال: آپ { $side } سے کھیلتے ہیں۔
pr-thinking = انجن سوچ رہا ہے…
pr-unreachable = سائٹ تک رسائی نہیں ہو سکی۔
pr-solution = حل:
pr-longest = سب سے لمبا دفاع:
pr-second = دوسرا حل:
pr-taken-back = واپس لی گئی: کوئی اور چال آزمائیں۔
pr-unusable = یہ مسئلہ جیسا پڑھا گیا ویسا کھیلا نہیں جا سکتا (نیچے دیکھیں)۔
pr-solved-here = اس براؤزر میں حل کیا گیا
