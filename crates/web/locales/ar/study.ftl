# الكلمات التي تكتبها نصوص صفحات الدراسة وحدها (لوحة التحليل، المحرر، المسائل).

## The analysis board
an-eval-title = التقييم (الأبيض في الأسفل)
an-step-start = البداية
an-step-back = رجوع (←)
an-step-forward = تقدّم (→)
an-step-end = نهاية الخط
an-flip = ⇅ اقلب
an-still-loading = الوضعية ما زالت تُحمَّل.
an-over = لا نقلة: انتهت اللعبة في هذه الوضعية.
an-engine = المحرّك
an-where = أين يفكّر المحرّك
an-in-browser = في هذا المتصفح
an-on-server = على الخادم
an-moves = النقلات
an-position = الوضعية
an-delete = احذف من هنا
an-delete-title = احذف هذه النقلة وكل ما يليها
an-promote = اجعله الخط الرئيسي
an-promote-title = اجعل هذا الخط الفرعي الخطَّ الرئيسي
an-fen-label = FEN الوضعية المعروضة
an-load = حمّل
an-load-title = حلّل الـFEN الذي في المربع
an-pgn-label = PGN التحليل
an-pgn-download = نزّل PGN
an-edit = حرّر الوضعية
an-play-here = العب من هنا
an-diagram = نزّل المخطط
an-diagram-title = صورة (PNG) للوضعية المعروضة، لصفحة أو للطباعة
an-browser-stopped = توقّف المحرّك في هذا المتصفح؛ اختر «على الخادم» للمتابعة.
an-browser-failed = تعذّر على هذا المتصفح تحميل المحرّك؛ الخادم يحلّل بدلًا منه.
an-depth = العمق { $n }
an-speed = { $n } ألف عقدة/ث
an-done = انتهى
an-off = متوقف
an-best = الأفضل
an-preferred = { $what }: فضّل المحرّك { $san }
an-explore = حرّك القطع لتستكشف: كل نقلة تجرّبها تُحفظ، والخطوط الفرعية أيضًا.
an-table = جدول النهايات
an-play-san = العب { $san }
an-to-move = دور { $side }
an-to-move-check = دور { $side }: كِش!
an-link-illegal = نقلة في الرابط لم تكن قانونية فأُسقطت: { $text }
an-busy = محرّكات الخادم كلها مشغولة: ستُعاد المحاولة بعد ثوانٍ.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } في { $n }
score-how-mate = مات
score-how-bare-king = ملك مجرّد
score-how-stalemate = حصار
score-how-king-taken = أخذ الملك
score-how-win = فوز

## The endgame tables' verdicts
tb-draw = تعادل
tb-draw-why = تعادل ({ $reason })
tb-has-won = { $side } فاز ({ $how })
tb-wins = { $side } يفوز: { $how } في { $n }
tb-move-draw = تعادل
tb-move-draw-why = تعادل ({ $reason })
tb-move-wins = يفوز ({ $how })
tb-move-win-in = { $how } في { $n }
tb-move-loses = يخسر ({ $how })
tb-move-loses-in = يخسر: { $how } في { $n }
tb-how-checkmate = مات
tb-how-bare-king = ملك مجرّد
tb-how-boorj = راجا مجرّد
tb-how-stalemate = حصار
tb-how-king-captured = أخذ الملك
tb-how-no-moves = ترك الخصم بلا نقلة
tb-how-lone-king-moves = نقلات الملك الوحيد العشر
tb-how-win = فوز
tb-why-counter-bared = الملك المجرّد يجرّد في المقابل
tb-why-bare-kings = الملكان وحدهما
tb-why-stalemate = حصار
tb-why-lone-king-stalemate = حصار من ملك وحيد
tb-why-no-moves = لا نقلات

## A finished game's review
rv-start = راجع اللعبة
rv-finish = أكمل المراجعة
rv-progress = تقييم النقلة النصفية { $n } من { $total }…
rv-inaccuracy = عدم دقة
rv-mistake = خطأ
rv-blunder = خطأ فادح
rv-inaccuracies = { $n ->
    [zero] لا حالات عدم دقة
    [one] حالة عدم دقة واحدة
    [two] حالتا عدم دقة
    [few] { $n } حالات عدم دقة
   *[other] { $n } حالة عدم دقة
}
rv-mistakes = { $n ->
    [zero] لا أخطاء
    [one] خطأ واحد
    [two] خطآن
    [few] { $n } أخطاء
   *[other] { $n } خطأ
}
rv-blunders = { $n ->
    [zero] لا أخطاء فادحة
    [one] خطأ فادح واحد
    [two] خطآن فادحان
    [few] { $n } أخطاء فادحة
   *[other] { $n } خطأً فادحًا
}
rv-counts = { $inaccuracies }، { $mistakes }، { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: دقة { $accuracy }، { $counts }
rv-graph = مخطط التقييم: انقر للذهاب إلى نقلة

## A problem
pr-take-back = استرجع وحاول مجددًا
pr-retry = ابدأ من جديد
pr-show = أظهر الحل
pr-next = المسألة التالية
pr-all = كل المسائل
pr-wait = انتظر جواب المحرّك.
pr-over = انتهت المسألة: استرجع النقلة، أو ابدأ من جديد، أو اطّلع على الحل.
pr-no-moves = لم تُلعب نقلات.
pr-engine-first = يبدأ المحرّك؛ أنت تلعب { $side }.
pr-your-move = دورك: أنت تلعب { $side }.
pr-thinking = المحرّك يفكّر…
pr-unreachable = تعذّر الوصول إلى الموقع.
pr-solution = الحل:
pr-longest = أطول دفاع:
pr-second = حلّ ثانٍ:
pr-taken-back = استُرجعت: جرّب نقلة أخرى.
pr-unusable = لا يمكن لعب هذه المسألة كما قُرئت (انظر أدناه).
pr-solved-here = حُلّت في هذا المتصفح

## The position editor
ed-tray = قطع { $side }
ed-eraser = أزل القطع: اختر هذا، ثم انقر القطع
ed-side-to-move = الدور
ed-unmoved = لم تتحرك بعد (الخطوات المزدوجة ووثبة الراجا تعتمد عليها)
ed-may-leap = ما زال لراجا { $side } أن يثب
ed-unmoved-piece = { $piece } { $side } في { $square }
ed-lone-count = نقلات الملك الوحيد حتى الآن:
ed-halfmoves = نقلات بلا أخذ ولا نقلة بيدق
ed-move-number = رقم النقلة
ed-start = وضعية البداية
ed-clear = أفرغ الرقعة
ed-load-title = اضبط الرقعة من الـFEN الذي في المربع
ed-copy = انسخ FEN
ed-copied = نُسخ
ed-analyse = حلّل
ed-play-engine = العب المحرّك
ed-invite = ادعُ صديقًا
ed-offline = العب المحرّك دون اتصال
ed-board-help = الرقعة. مفاتيح الأسهم تتنقل بين المربعات؛ حرف القطعة يضعها هناك (كبير للأبيض، صغير للأسود)، وDelete يفرغ المربع؛ Enter يلتقط قطعة وEnter ثانية ينقلها.
ed-unreachable = تعذّر الوصول إلى الموقع
ed-finished = وضعية منتهية: { $result }، { $reason }
ed-legal = وضعية قانونية: دور { $side }.
ed-legal-check = وضعية قانونية: دور { $side }، في كِش.
ed-not-position = ليست وضعية من { $game }: { $text }

## Playing the engine offline
off-side = طرفك
off-you-play = أنت تلعب { $side }
off-level = وقت المحرّك لكل نقلة
off-quick = سريع: ٠٫٢ ث للنقلة
off-steady = متأنٍّ: ١ ث للنقلة
off-strong = قوي: ٣ ث للنقلة
off-new = لعبة جديدة
off-loading = اللعبة ما زالت تُحمَّل.
off-over = انتهت اللعبة: ابدأ لعبة جديدة.
off-engine-move = الدور للمحرّك.
off-well-played = أحسنت اللعب!
off-your-move = دورك ({ $side })
off-your-move-check = دورك ({ $side }): كِش!
off-you-played = لعبت { $san }.
off-engine-played = لعب المحرّك { $san }.
off-failed = تعطّل المحرّك.
off-cannot = لا يستطيع هذا المتصفح تشغيل المحرّك هنا: { $text }

## Importing games
im-read = مقروءة: { $n } ملفات ({ $num } كيلوبايت).

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = في { $field } من FEN، عند المحرف { $at }: { $problem }
fen-error-found = في { $field } من FEN، عند المحرف { $at } («{ $found }»): { $problem }
fen-impossible = لا يمكن أن تنشأ هذه الوضعية: { $problem }
fen-field-board = الرقعة (الحقل ١)
fen-field-turn = الدور (الحقل ٢)
fen-field-flags = العلامات (الحقل ٣)
fen-field-en-passant = الأخذ بالمرور (الحقل ٤)
fen-field-halfmove = عدّاد أنصاف النقلات (الحقل ٥)
fen-field-fullmove = رقم النقلة (الحقل ٦)
fen-field-lone-counts = عدّ الشاه المنفرد (الحقل ٧)
fen-field-extra = النهاية
fen-field-position = الوضعية
fen-rank-count = أُعطيت صفوف عددها { $given }؛ والرقعة صفوفها { $ranks }.
fen-zero-run = عدد المربعات الخالية يبدأ من ١.
fen-rank-overfull = في الصف { $rank } أكثر من { $files } مربعات.
fen-not-board-text = المتوقع هنا حرف قطعة أو رقم أو «/».
fen-unknown-letter = لا قطعة في هذه اللعبة بهذا الحرف.
fen-rank-short = في الصف { $rank } مربعات عددها { $squares }؛ والرقعة أعمدتها { $files }.
fen-too-long = طول FEN هذا { $len } محرفًا؛ ولا تحتاج أي وضعية في هذه الألعاب أكثر من { $max }.
fen-empty = FEN فارغ.
fen-no-turn = إنه ناقص؛ اكتب w (دور الأبيض) أو b (دور الأسود).
fen-bad-turn = اكتب w (دور الأبيض) أو b (دور الأسود).
fen-en-passant = لا أخذ بالمرور في هذه الألعاب؛ اكتب «-».
fen-halfmove-too-large = عدّاد أنصاف النقلات كبير جدًا.
fen-not-a-number = المتوقع هنا عدد.
fen-move-zero = أرقام النقلات تبدأ من ١.
fen-move-too-large = رقم النقلة كبير جدًا.
fen-after-move-number = لا يأتي شيء بعد رقم النقلة.
fen-unexpected-text = هذا في غير موضعه: بعد الدور تأتي العلامات («-») ثم عدّاد أنصاف النقلات ثم رقم النقلة.
fen-after-last-field = لا يأتي شيء بعد الحقل الأخير.
fen-open-holdings = يجب أن يُغلق قوس القطع المحفوظة بـ«]» في نهاية الرقعة.
fen-unknown-holding-letter = لا قطعة في هذه اللعبة بهذا الحرف (بين القطع المحفوظة).
fen-no-flags = لا تبييت ولا علامات في هذه اللعبة؛ اكتب «-» (ويُقبل حقل تبييت الشطرنج الحديث مثل KQkq ويُهمل).
fen-chess-castling = لا تبييت في هذه اللعبة: يذكر هذا الحقل أعمدة القطع الكبيرة التي لم تتحرك، وL أو l لقفزة الشاه التي لم تُستعمل بعد (في البداية: { $start }).
fen-leap-twice = القفزة مذكورة مرتين.
fen-bad-flag = المتوقع هنا حرف عمود لقطعة كبيرة لم تتحرك (كبير للأبيض، صغير للأسود)، أو L أو l للقفزة.
fen-flag-twice = هذه العلامة مذكورة مرتين.
fen-no-master-piece = لا قطعة كبيرة لـ{ $side } على { $square }.
fen-bad-lone-side = المتوقع هنا w أو b ثم عدد، مثل w0b3.
fen-no-count = المتوقع هنا عدد.
fen-count-too-large = العدد لا يزيد على ٦٣.
fen-not-lone = شاه { $side } ليس منفردًا، فيجب أن يكون عدّه ٠.
fen-off-board = قطعة خارج الرقعة.
fen-two-men = قطعتان على { $square }.
fen-kings = لدى { $side } شاهات عددها { $count }.
fen-no-king = ليس لدى { $side } شاه.
fen-unpromoted = بيدق لـ{ $side } على { $square }، حيث كان يجب أن يكون قد رُقّي.
fen-out-of-turn-check = الطرف الذي ليس دوره ({ $side }) في كش.

## The analysis board's refusals
an-move-illegal = النقلة { $n } من السلسلة غير قانونية في وضعيتها.
an-line-too-long = السلسلة أطول من أن تتبعها الرقعة.
an-too-many = طلبات كثيرة جدًا: تمهّل قليلًا.
an-failed = لم يستطع المحرك تحليل هذه الوضعية.

## The puzzle trainer
pz-title = الألغاز
pz-lead = جد أفضل نقلة. كل لغز مأخوذ من دور حقيقي من هذه الألعاب، وقد فُحص تتمّته ببحث أعمق؛ يرتفع تصنيف ألغازك حين تحل لغزًا من المحاولة الأولى وينخفض حين يفوتك.
pz-count = { $n ->
    [zero] لا ألغاز
    [one] لغز واحد
    [two] لغزان
    [few] { $n } ألغاز
   *[other] { $n } لغزًا
}
pz-your-rating = تصنيف ألغازك: { $rating }
pz-train = تدرّب
pz-streak = السلسلة
pz-storm = العاصفة
pz-by-theme = حسب الموضوع
pz-daily = لغز اليوم
pz-to-move = الدور على { $side }
pz-historical = مسائل الأساتذة القدامى
pz-historical-help = منصوبات المخطوطات العربية وكتاب ألفونسو العاشر، بمصادرها وما أثبته المحرك في كل منها.
pz-historical-go = افتح المسائل
pz-yours = ألغازك
pz-history = الألغاز التي لعبتها
pz-dashboard = موضوعاتك
pz-dashboard-lead = كم مرة حللت كل نوع من الألغاز من المحاولة الأولى: تدرّب على الموضوعات التي تفوتك.
pz-visitor = تُحفظ تصنيفات ألغازك في هذا المتصفح. مع حساب ترافقك أينما كنت، مع سجلّك وموضوعاتك.
pz-sign-up = أنشئ حسابًا
pz-none = لا يوجد هذا اللغز
pz-all = كل الألغاز
pz-of = ألغاز { $game }
pz-theme-of = { $game }: { $theme }
pz-streak-of = سلسلة الألغاز: { $game }
pz-storm-of = عاصفة الألغاز: { $game }
pz-history-none = لم تلعب أي لغز بعد.
pz-solved-mark = حُلّ
pz-failed-mark = فات
pz-older = ألغاز أقدم
pz-theme = الموضوع
pz-any-theme = أي موضوع
pz-tried = لُعب
pz-accuracy = حُلّ من المحاولة الأولى
pz-percent = { $n }٪
pz-find = جد أفضل نقلة لـ{ $side }.
pz-opponent-played = لعب خصمك { $san }. جد أفضل نقلة لـ{ $side }.
pz-right = صحيح!
pz-right-reply = صحيح. يرد خصمك بـ{ $san }: تابع.
pz-solved = حُلّ!
pz-wrong = ليست هذه النقلة. حاول مجددًا، أو اطّلع على الحل.
pz-again = حاول مجددًا: جد أفضل نقلة.
pz-retry = استرجع وحاول مجددًا
pz-show = أظهر الحل
pz-the-solution = الحل:
pz-solution-was = الحل: { $line }.
pz-next = اللغز التالي
pz-analyse = ادرسه على لوحة التحليل
pz-vote-up = لغز جيد
pz-vote-down = لغز ضعيف
pz-voted = شكرًا على تصويتك.
pz-rating-change = تصنيف ألغازك: { $rating } ({ $diff })
pz-not-rated = غير محتسب: لعبت هذا اللغز من قبل.
pz-puzzle-rating = تصنيف اللغز { $rating }، لُعب { $plays ->
    [zero] صفر مرة
    [one] مرة واحدة
    [two] مرتين
    [few] { $plays } مرات
   *[other] { $plays } مرة
}.
pz-themes-are = الموضوعات: { $themes }
pz-streak-help = حلّ ألغازًا تزداد صعوبة واحدًا بعد آخر. بلا ساعة ولا تصنيف: أول خطأ ينهي السلسلة.
pz-storm-help = ثلاث دقائق: حلّ أكبر عدد تستطيعه من الألغاز. الخطأ لا يكلفك إلا ذلك اللغز.
pz-start = ابدأ
pz-streak-score = السلسلة: { $n }
pz-storm-score = المحلولة: { $n }
pz-best = أفضل نتيجة لك في هذا المتصفح: { $n }
pz-run-over = انتهى: حُلّ { $n }.
pz-run-again = العب مجددًا
pz-theme-mate = كش مات
pz-theme-mate-in-1 = مات في نقلة
pz-theme-mate-in-2 = مات في نقلتين
pz-theme-mate-in-3 = مات في ٣ نقلات
pz-theme-mate-in-4-plus = مات في ٤ نقلات أو أكثر
pz-theme-bare-king = الشاه المجرد
pz-theme-stalemate-win = الحصر يكسب
pz-theme-king-capture = أخذ الشاه
pz-theme-forced-win = فوز محتوم
pz-theme-advantage = أفضلية
pz-theme-crushing = ساحق
pz-theme-defensive-move = نقلة دفاعية
pz-theme-counter-baring = التجريد ردًّا
pz-theme-promotion = الترقية
pz-theme-fork = الشوكة
pz-theme-pin = التثبيت
pz-theme-skewer = السيخ
pz-theme-discovered-attack = هجوم مكشوف
pz-theme-raja-leap = وثبة الشاه
pz-theme-sacrifice = تضحية
pz-theme-lone-king-count = عدّ الشاه الوحيد
pz-theme-endgame = نهاية الدور
pz-theme-one-move = نقلة واحدة
pz-theme-short = قصير
pz-theme-long = طويل

## The game designer's script
design-new-piece = قطعة جديدة
design-piece-name = الاسم
design-piece-letter = الحرف
design-piece-figure = ترسم على هيئة
design-piece-disc = قرص بحرفها
design-piece-betza = الحركات (بيتسا)
design-piece-value = القيمة (البيدق 100)
design-piece-royal = ملكية (الملك)
design-piece-pawn = بيدق (يترقى)
design-piece-remove = أزل هذه القطعة
design-estimated = تقدير { $value }
design-reach = من المربع المعلَّم: { $moves } مربعات للتحرك إليها، و { $captures } للأسر فيها، و { $initial } للحركة الأولى فقط
design-legend = نقطة: تتحرك إلى هناك. حلقة: تأسر هناك. كلاهما: حلقة ممتلئة. مربع: الحركة الأولى فقط.
design-ready = لعبتك جاهزة: { $moves } حركة أولى قانونية (سلاسل الحركات من البداية: { $perft }).
design-wrong = ليست لعبة بعد: انظر الخطأ المعلَّم أدناه.
design-text-empty = الصق أولًا ملف متغير أو قسم فيري ستوكفيش.
design-read-warnings = قُرئ، مع { $count } من الإعدادات التي تعذّر الاحتفاظ بها:

## The designer: saving on the site
design-saving = جارٍ الحفظ…
design-saved = حُفظت بوصفها الإصدار { $version }. جارٍ فتح صفحتها…
design-not-saved = لم تُحفظ:
design-not-saved-network = لم تُحفظ: تعذّر الوصول إلى الموقع. تبقى مسودتك في هذا المتصفح.

## The designer: the start on a board
design-clear-board = أفرغ الرقعة
