# الكلمات التي تكتبها نصوص الصفحات البرمجية، بالعربية.

## The games
game-shatranj = الشطرنج
game-chaturanga-davidson = تشاتورانغا (ديفيدسون)
game-parsi = الشطرنج الفارسي
game-shatranj-kamil-64 = الشطرنج الكامل (٦٤)
game-great-shatranj = الشطرنج الكبير

## Sides
side-white = الأبيض
side-black = الأسود
side-white-lower = أبيض
side-black-lower = أسود

## The game page
flip = اقلب الرقعة
board-style = نمط الرقعة
style-checkered = مربعات ملونة
style-plain = سادة
style-ashtapada = أشتابادا
notation = تدوين النقلات
board-colours = ألوان الرقعة
colour-wood = خشب
colour-sand = رمل
colour-green = أخضر
colour-blue = أزرق
colour-grey = رمادي
moves = النقلات
move-placeholder = اكتب نقلة: e3، Nf3، e2e3
move-label = اكتب نقلة (بتدوين SAN مثل Nf3، أو بالمربعات مثل e2e3)
chat = الدردشة
reconnecting = جارٍ إعادة الاتصال…
abort = ألغِ
resign = استسلم
more-time = أعطِ ١٥ ثانية
new-game = مباراة جديدة
copy = انسخ
rated = محتسبة، { $speed }
casual = ودية

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = فاز { $winner }: { $loser } مات
end-stalemate-win = فاز { $winner }: { $loser } في حالة جمود ويخسر
end-stalemate = تعادل: جمود
end-bare-king = فاز { $winner }: ملك { $loser } مجرَّد
end-counter-bared = تعادل: الملك المجرَّد جرَّد الملك الآخر بدوره
end-bare-kings = تعادل: لم يبقَ إلا الملكان
end-king-captured = فاز { $winner }: أُخذ ملك { $loser }
end-no-moves-win = فاز { $winner }: لا نقلة لـ { $loser }
end-no-moves = تعادل: لا نقلة للطرف الذي عليه الدور
end-lone-king-stalemate = تعادل: الملك الوحيد أوقع خصمه في الجمود
end-lone-king-moves = فاز { $winner }: استنفد ملك { $loser } الوحيد نقلاته دون تعادل
end-lone-king-claim = تعادل بالمطالبة: خصم الملك الوحيد أخذ التعادل
end-boorj-win = فاز { $winner } بالبُرج: راجا { $loser } مجرَّد
end-boorj = تعادل: البُرج (راجا مجرَّد) يُحتسب تعادلًا
end-repetition = تعادل بالتكرار
end-move-rule = تعادل بقاعدة عدد النقلات
end-time = فاز { $winner }: نفد وقت { $loser }
end-resignation = فاز { $winner }: استسلم { $loser }
end-agreement = تعادل بالاتفاق
end-abandoned-win = فاز { $winner }: غادر { $loser } المباراة
end-abandoned = تعادل: غادر لاعب المباراة
end-aborted = أُلغيت المباراة
end-aborted-first-move = لم يلعب { $side } النقلة الأولى خلال { $n } ثانية: أُلغيت المباراة
end-aborted-by = ألغى { $side } المباراة قبل أن يتحرك الطرفان
end-claimed = { $reason } (بالمطالبة)
grade-pawn-mate = مات ببيدق، أعلى درجات الفوز
grade-checkmate = مات بقطعة، الدرجة الوسطى من الفوز
grade-boorj = أدنى درجات الفوز
end-draw = تعادل

## Clocks (correspondence)
clock-days = { $n ->
    [one] يوم واحد
    [two] يومان
    [few] { $n } أيام
   *[other] { $n } يومًا
}
clock-hours = { $n } س
clock-minutes = { $n } د
clock-seconds = { $n } ث

## Choosing a promotion, Parsi's bonus move
cancel = إلغاء
promote-to = رقِّ إلى:
no-promotion = دون ترقية
promote-to-said = رقِّ إلى: { $pieces }؟
bonus-title = يمكن للفرس الجديد أن يتحرك مرة أخرى: حرّكه على الرقعة إلى مربع معلَّم، أو
bonus-stay = يبقى
bonus-said = يمكن للفرس الجديد أن يتحرك مرة أخرى، إلى { $squares }، أو يبقى.

## Moves typed in the box
typed-ambiguous = «{ $text }» قد تعني أكثر من نقلة: أضف المربع الذي تبدأ منه
typed-none = لا نقلة قانونية تُكتب «{ $text }»

## The board by keyboard (read by screen readers)
board-role = رقعة
board-help = الرقعة. مفاتيح الأسهم تنقلك بين المربعات؛ Enter يلتقط قطعة، وEnter مرة أخرى يلعبها؛ Escape يتركها.
kb-cannot-go = { $square }: القطعة التي في { $from } لا تستطيع الذهاب إلى هناك. تُركت.
kb-nothing = { $square }: لا شيء هنا يمكنك تحريكه.
kb-let-go = تُركت.
kb-empty = فارغ
kb-man = { $piece } { $side }
kb-square = { $square }، { $what }
kb-plays-here = Enter يلعبها هنا
kb-help = مفاتيح الأسهم تتحرك؛ Enter يلتقط قطعة.
kb-picked = التُقط { $what } من { $square }.
kb-can-go = يمكنه الذهاب إلى { $squares }.
kb-free = انقل المؤشر إلى مربع واضغط Enter.
kb-no-move = لا نقلة له الآن.

## Challenges (the header)
challenge-rated = محتسبة
challenge-casual = ودية
challenge-you-play = تلعب بـ{ $side }
challenge-accept = اقبل
challenge-why = لماذا ترفض
challenge-decline = ارفض
challenge-later = لاحقًا
challenge-you = يتحداك
unlimited = دون ساعة

## The lobby's lists
no-seeks = لا طلبات مفتوحة الآن.
no-games-in-progress = لا مباريات جارية.
col-game = اللعبة
col-player = اللاعب
col-time = الوقت
col-mode = النوع
col-moves = النقلات
col-result = النتيجة
changed = معدّلة:
rated-plain = محتسبة
cancel-seek-of = ألغِ طلبك لـ{ $game }
imported = مستوردة:
imported-title = مستوردة من ملف
diagram = مخطط
diagram-title = صورة (PNG) للوضع الأخير
waiting-count = { $n ->
    [one] واحد ينتظر
    [two] اثنان ينتظران
    [few] { $n } ينتظرون
   *[other] { $n } ينتظرون
}

