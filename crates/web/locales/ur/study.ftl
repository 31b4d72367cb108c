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

## The position editor
ed-tray = { $side } کے مہرے
ed-eraser = مہرے ہٹائیں: اسے چنیں، پھر مہروں پر کلک کریں
ed-side-to-move = کس کی چال
ed-unmoved = ابھی نہیں چلے (دوہرے قدم اور راجا کی چھلانگ ان پر منحصر ہیں)
ed-may-leap = { $side } کا راجا اب بھی چھلانگ لگا سکتا ہے
ed-unmoved-piece = { $square } پر { $side } کا { $piece }
ed-lone-count = اکیلے بادشاہ کی اب تک کی چالیں:
ed-halfmoves = بغیر پکڑ یا پیادے کی چال کے چالیں
ed-move-number = چال نمبر
ed-start = ابتدائی پوزیشن
ed-clear = بساط خالی کریں
ed-load-title = خانے کے FEN سے بساط ترتیب دیں
ed-copy = FEN نقل کریں
ed-copied = نقل ہو گیا
ed-analyse = تجزیہ کریں
ed-play-engine = انجن سے کھیلیں
ed-invite = دوست کو بلائیں
ed-offline = انجن سے آف لائن کھیلیں
ed-board-help = بساط۔ تیر کلیدیں خانوں پر چلتی ہیں؛ مہرے کا حرف اسے وہاں رکھتا ہے (سفید کے لیے بڑا، سیاہ کے لیے چھوٹا)، Delete خانہ خالی کرتا ہے؛ Enter مہرہ اٹھاتا ہے اور دوبارہ Enter اسے چلاتا ہے۔
ed-unreachable = سائٹ تک رسائی نہیں ہو سکی
ed-finished = ختم شدہ پوزیشن: { $result }، { $reason }
ed-legal = قانونی پوزیشن: { $side } کی چال۔
ed-legal-check = قانونی پوزیشن: { $side } کی چال، شہ میں۔
ed-not-position = { $game } کی پوزیشن نہیں: { $text }

## Playing the engine offline
off-side = آپ کا فریق
off-you-play = آپ { $side } سے کھیلتے ہیں
off-level = انجن کا فی چال وقت
off-quick = تیز: ۰٫۲ سیکنڈ فی چال
off-steady = ٹھہرا ہوا: ۱ سیکنڈ فی چال
off-strong = مضبوط: ۳ سیکنڈ فی چال
off-new = نیا کھیل
off-loading = کھیل ابھی لوڈ ہو رہا ہے۔
off-over = کھیل ختم: نیا شروع کریں۔
off-engine-move = انجن کی چال ہے۔
off-well-played = خوب کھیلے!
off-your-move = آپ کی چال ({ $side })
off-your-move-check = آپ کی چال ({ $side }): شہ!
off-you-played = آپ نے { $san } کھیلا۔
off-engine-played = انجن نے { $san } کھیلا۔
off-failed = انجن ناکام ہو گیا۔
off-cannot = یہ براؤزر یہاں انجن نہیں چلا سکتا: { $text }

## Importing games
im-read = { $n } فائلیں پڑھی گئیں ({ $num } KiB)۔

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = FEN کے { $field } میں، حرف { $at } پر: { $problem }
fen-error-found = FEN کے { $field } میں، حرف { $at } («{ $found }») پر: { $problem }
fen-impossible = یہ پوزیشن بن نہیں سکتی: { $problem }
fen-field-board = بساط (حصہ ۱)
fen-field-turn = باری (حصہ ۲)
fen-field-flags = نشانات (حصہ ۳)
fen-field-en-passant = آں پاساں (حصہ ۴)
fen-field-halfmove = نصف چال کی گنتی (حصہ ۵)
fen-field-fullmove = چال نمبر (حصہ ۶)
fen-field-lone-counts = اکیلے بادشاہ کی گنتی (حصہ ۷)
fen-field-extra = آخر
fen-field-position = پوزیشن
fen-rank-count = { $given } صفیں دی گئی ہیں؛ بساط میں { $ranks } ہیں۔
fen-zero-run = خالی خانوں کی گنتی ۱ سے شروع ہوتی ہے۔
fen-rank-overfull = صف { $rank } میں { $files } سے زیادہ خانے ہیں۔
fen-not-board-text = یہاں کسی مہرے کا حرف، کوئی عدد یا «/» آنا تھا۔
fen-unknown-letter = اس کھیل کے کسی مہرے کا یہ حرف نہیں۔
fen-rank-short = صف { $rank } میں { $squares } خانے ہیں؛ بساط میں { $files } کالم ہیں۔
fen-too-long = یہ FEN { $len } حروف لمبا ہے؛ ان کھیلوں کی کسی پوزیشن کو { $max } سے زیادہ نہیں چاہییں۔
fen-empty = FEN خالی ہے۔
fen-no-turn = یہ موجود نہیں؛ w (سفید کی باری) یا b (سیاہ کی باری) لکھیں۔
fen-bad-turn = w (سفید کی باری) یا b (سیاہ کی باری) لکھیں۔
fen-en-passant = ان کھیلوں میں آں پاساں نہیں؛ «-» لکھیں۔
fen-halfmove-too-large = نصف چال کی گنتی بہت بڑی ہے۔
fen-not-a-number = یہاں ایک عدد آنا تھا۔
fen-move-zero = چال نمبر ۱ سے شروع ہوتے ہیں۔
fen-move-too-large = چال نمبر بہت بڑا ہے۔
fen-after-move-number = چال نمبر کے بعد کچھ نہیں آتا۔
fen-unexpected-text = یہ یہاں نہیں آتا: باری کے بعد نشانات («-»)، نصف چال کی گنتی اور چال نمبر آتے ہیں۔
fen-after-last-field = آخری حصے کے بعد کچھ نہیں آتا۔
fen-open-holdings = رکھے ہوئے مہروں کا قوس بساط کے آخر میں «]» سے بند ہونا چاہیے۔
fen-unknown-holding-letter = اس کھیل کے کسی مہرے کا یہ حرف نہیں (رکھے ہوئے مہروں میں)۔
fen-no-flags = اس کھیل میں نہ قلعہ بندی ہے نہ نشانات؛ «-» لکھیں (شطرنج کا قلعہ بندی کا حصہ جیسے KQkq بھی قبول ہو کر نظرانداز ہوتا ہے)۔
fen-chess-castling = اس کھیل میں قلعہ بندی نہیں: یہ حصہ ان بڑے مہروں کے کالم بتاتا ہے جو ابھی نہیں چلے، اور بادشاہ کی باقی چھلانگ کے لیے L یا l (شروع میں: { $start })۔
fen-leap-twice = چھلانگ دو بار دی گئی ہے۔
fen-bad-flag = یہاں کسی نہ چلے بڑے مہرے کے کالم کا حرف آنا تھا (سفید کے لیے بڑا، سیاہ کے لیے چھوٹا)، یا چھلانگ کے لیے L یا l۔
fen-flag-twice = یہ نشان دو بار دیا گیا ہے۔
fen-no-master-piece = { $square } پر { $side } کا کوئی بڑا مہرہ نہیں۔
fen-bad-lone-side = یہاں w یا b اور پھر ایک گنتی آنی تھی، جیسے w0b3۔
fen-no-count = یہاں ایک گنتی آنی تھی۔
fen-count-too-large = گنتی زیادہ سے زیادہ ۶۳ ہے۔
fen-not-lone = { $side } کا بادشاہ اکیلا نہیں، اس لیے اس کی گنتی ۰ ہونی چاہیے۔
fen-off-board = ایک مہرہ بساط سے باہر ہے۔
fen-two-men = { $square } پر دو مہرے ہیں۔
fen-kings = { $side } کے { $count } بادشاہ ہیں۔
fen-no-king = { $side } کا کوئی بادشاہ نہیں۔
fen-unpromoted = { $side } کا ایک پیادہ { $square } پر ہے، جہاں اسے پہلے ہی ترقی پا چکنا چاہیے تھا۔
fen-out-of-turn-check = جس فریق کی باری نہیں ({ $side }) اسے شہ ہے۔

## The analysis board's refusals
an-move-illegal = اس سلسلے کی چال { $n } اپنی پوزیشن میں جائز نہیں۔
an-line-too-long = یہ سلسلہ بساط کے لیے بہت لمبا ہے۔
an-too-many = بہت زیادہ درخواستیں: ذرا آہستہ۔
an-failed = انجن اس پوزیشن کا تجزیہ نہ کر سکا۔

## The puzzle trainer
pz-title = پہیلیاں
pz-lead = بہترین چال تلاش کریں۔ ہر پہیلی ان کھیلوں کی کسی اصل بازی سے لی گئی ہے اور اس کا تسلسل ایک گہری تلاش سے جانچا گیا ہے؛ پہلی کوشش میں پہیلی حل کرنے پر آپ کی پہیلی ریٹنگ بڑھتی ہے اور چوکنے پر گھٹتی ہے۔
pz-count = { $n } پہیلیاں
pz-your-rating = آپ کی پہیلی ریٹنگ: { $rating }
pz-train = مشق کریں
pz-streak = سلسلہ
pz-storm = طوفان
pz-by-theme = موضوع کے لحاظ سے
pz-daily = آج کی پہیلی
pz-to-move = چال { $side } کی
pz-historical = پرانے استادوں کے مسائل
pz-historical-help = عربی مخطوطات کی منصوبات اور الفانسو دہم کی کتاب، اپنے ماخذوں کے ساتھ اور اس کے ساتھ جو انجن نے ہر ایک کے بارے میں ثابت کیا۔
pz-historical-go = مسائل کھولیں
pz-yours = آپ کی پہیلیاں
pz-history = آپ کی کھیلی ہوئی پہیلیاں
pz-dashboard = آپ کے موضوعات
pz-dashboard-lead = آپ نے ہر قسم کی پہیلی کتنی بار پہلی کوشش میں حل کی: جن موضوعات میں چوکتے ہیں ان کی مشق کریں۔
pz-visitor = آپ کی پہیلی ریٹنگ اسی براؤزر میں رکھی جاتی ہے۔ اکاؤنٹ کے ساتھ وہ آپ کی تاریخ اور موضوعات سمیت ہر جگہ آپ کے ساتھ رہتی ہے۔
pz-sign-up = اکاؤنٹ بنائیں
pz-none = ایسی کوئی پہیلی نہیں
pz-all = سب پہیلیاں
pz-of = { $game } کی پہیلیاں
pz-theme-of = { $game }: { $theme }
pz-streak-of = پہیلیوں کا سلسلہ: { $game }
pz-storm-of = پہیلیوں کا طوفان: { $game }
pz-history-none = آپ نے ابھی تک کوئی پہیلی نہیں کھیلی۔
pz-solved-mark = حل کی
pz-failed-mark = چوک گئے
pz-older = پرانی پہیلیاں
pz-theme = موضوع
pz-any-theme = کوئی بھی موضوع
pz-tried = کھیلی گئیں
pz-accuracy = پہلی کوشش میں حل
pz-percent = { $n }٪
pz-find = { $side } کے لیے بہترین چال تلاش کریں۔
pz-opponent-played = آپ کے حریف نے { $san } چلی۔ { $side } کے لیے بہترین چال تلاش کریں۔
pz-right = درست!
pz-right-reply = درست۔ حریف { $san } سے جواب دیتا ہے: آگے بڑھیں۔
pz-solved = حل ہو گئی!
pz-wrong = یہ وہ چال نہیں ہے۔ پھر کوشش کریں، یا حل دیکھیں۔
pz-again = پھر کوشش کریں: بہترین چال تلاش کریں۔
pz-retry = واپس لیں اور پھر کوشش کریں
pz-show = حل دکھائیں
pz-the-solution = حل:
pz-solution-was = حل: { $line }۔
pz-next = اگلی پہیلی
pz-analyse = تجزیے کے بورڈ پر دیکھیں
pz-vote-up = اچھی پہیلی
pz-vote-down = کمزور پہیلی
pz-voted = آپ کے ووٹ کا شکریہ۔
pz-rating-change = آپ کی پہیلی ریٹنگ: { $rating } ({ $diff })
pz-not-rated = ریٹنگ نہیں: آپ یہ پہیلی پہلے کھیل چکے ہیں۔
pz-puzzle-rating = پہیلی کی ریٹنگ { $rating }، { $plays } بار کھیلی گئی۔
pz-themes-are = موضوعات: { $themes }
pz-streak-help = ایک کے بعد ایک مشکل ہوتی پہیلیاں حل کریں۔ نہ گھڑی، نہ ریٹنگ: پہلی غلطی پر سلسلہ ختم۔
pz-storm-help = تین منٹ: جتنی ہو سکیں اتنی پہیلیاں حل کریں۔ غلطی سے صرف وہی پہیلی جاتی ہے۔
pz-start = شروع کریں
pz-streak-score = سلسلہ: { $n }
pz-storm-score = حل کیں: { $n }
pz-best = اس براؤزر میں آپ کا بہترین: { $n }
pz-run-over = ختم: { $n } حل کیں۔
pz-run-again = پھر کھیلیں
pz-theme-mate = مات
pz-theme-mate-in-1 = 1 چال میں مات
pz-theme-mate-in-2 = 2 چالوں میں مات
pz-theme-mate-in-3 = 3 چالوں میں مات
pz-theme-mate-in-4-plus = 4 یا زیادہ چالوں میں مات
pz-theme-bare-king = اکیلا بادشاہ
pz-theme-stalemate-win = اسٹیل میٹ سے جیت
pz-theme-king-capture = بادشاہ کو مارنا
pz-theme-forced-win = یقینی جیت
pz-theme-advantage = برتری
pz-theme-crushing = فیصلہ کن برتری
pz-theme-defensive-move = دفاعی چال
pz-theme-counter-baring = جواب میں اکیلا کرنا
pz-theme-promotion = ترقی
pz-theme-fork = فورک
pz-theme-pin = پن
pz-theme-skewer = اسکیور
pz-theme-discovered-attack = کھلا حملہ
pz-theme-raja-leap = بادشاہ کی چھلانگ
pz-theme-sacrifice = قربانی
pz-theme-lone-king-count = اکیلے بادشاہ کی گنتی
pz-theme-endgame = آخری مرحلہ
pz-theme-one-move = ایک چال
pz-theme-short = مختصر
pz-theme-long = طویل

## The game designer's script
design-new-piece = نیا مہرہ
design-piece-name = نام
design-piece-letter = حرف
design-piece-figure = تصویر
design-piece-disc = اپنے حرف والی ٹکیہ
design-piece-betza = چالیں (بیتزا)
design-piece-value = قیمت (پیادہ 100)
design-piece-royal = شاہی (بادشاہ)
design-piece-pawn = پیادہ (ترقی پاتا ہے)
design-piece-remove = یہ مہرہ ہٹائیں
design-estimated = اندازہ { $value }
design-reach = نشان زدہ خانے سے: جانے کے لیے { $moves } خانے، مارنے کے لیے { $captures }، صرف پہلی چال کے لیے { $initial }
design-legend = نقطہ: وہاں جاتا ہے۔ حلقہ: وہاں مارتا ہے۔ دونوں: بھرا حلقہ۔ مربع: صرف پہلی چال۔
design-ready = آپ کا کھیل تیار ہے: { $moves } جائز پہلی چالیں (آغاز سے چالوں کے سلسلے: { $perft })۔
design-wrong = ابھی کھیل نہیں بنا: نیچے نشان زدہ غلطی دیکھیں۔
design-text-empty = پہلے ویریئنٹ فائل یا فیئری اسٹاک فش حصہ چسپاں کریں۔
design-read-warnings = پڑھ لیا گیا؛ { $count } ترتیبات رکھی نہ جا سکیں:

## The designer: saving on the site
design-saving = محفوظ ہو رہا ہے…
design-saved = نسخہ { $version } کے طور پر محفوظ ہوا۔ اس کا صفحہ کھل رہا ہے…
design-not-saved = محفوظ نہیں ہوا:
design-not-saved-network = محفوظ نہیں ہوا: سائٹ تک رسائی نہ ہو سکی۔ آپ کا مسودہ اسی براؤزر میں ہے۔

## The designer: the start on a board
design-clear-board = بورڈ خالی کریں
