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
