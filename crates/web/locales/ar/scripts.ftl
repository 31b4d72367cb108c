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
round-resize = حجم الرقعة: اسحب أو استعمل مفاتيح الأسهم؛ انقر مرتين لأفضل حجم
round-resize-title = اسحب لتغيير حجم الرقعة (نقر مزدوج: ملء النافذة)
step-first = النقلة الأولى
step-prev = النقلة السابقة
step-next = النقلة التالية
step-last = النقلة الأخيرة
flip = اقلب الرقعة
board-settings = الرقعة
board-style = نمط الرقعة
style-checkered = مربعات ملونة
style-plain = سادة
style-ashtapada = أشتابادا
notation = تدوين النقلات
notation-label = التدوين
sound-on = الصوت مفعّل
sound-off = الصوت متوقف
board-colours = ألوان الرقعة
colours-label = الألوان
colour-wood = خشب
colour-sand = رمل
colour-green = أخضر
colour-blue = أزرق
colour-grey = رمادي
coordinates = الإحداثيات
style-label = النمط
confirm-correspondence = تأكيد نقلات المراسلة
moves = النقلات
move-placeholder = اكتب نقلة: e3، Nf3، e2e3
move-label = اكتب نقلة (بتدوين SAN مثل Nf3، أو بالمربعات مثل e2e3)
chat = الدردشة
chat-spectators = دردشة المشاهدين
chat-placeholder = قل شيئًا…
chat-label = رسالة الدردشة
chat-send = أرسل
chat-sign-in = سجّل الدخول
chat-sign-in-after = لتدردش مع المشاهدين الآخرين.
confirm-move-label = أكّد نقلتك
not-connected-move = لا اتصال: لم تُرسل نقلتك. الصفحة تعيد الاتصال؛ العبها مرة أخرى حينها.
not-connected = لا اتصال: لم يُرسل شيء. الصفحة تعيد الاتصال.
confirm-play = العب { $san }
confirm-take-back = تراجع عنها
confirm-send = نقلتك: { $san }. أترسلها؟
first-move-you = { $n ->
    [one] لديك ثانية واحدة للنقلة الأولى، وإلا أُلغيت المباراة. تبدأ الساعتان بعد النقلتين الأوليين.
    [two] لديك ثانيتان للنقلة الأولى، وإلا أُلغيت المباراة. تبدأ الساعتان بعد النقلتين الأوليين.
    [few] لديك { $n } ثوانٍ للنقلة الأولى، وإلا أُلغيت المباراة. تبدأ الساعتان بعد النقلتين الأوليين.
   *[other] لديك { $n } ثانية للنقلة الأولى، وإلا أُلغيت المباراة. تبدأ الساعتان بعد النقلتين الأوليين.
}
first-move-other = { $n ->
    [few] لدى { $side } { $n } ثوانٍ للنقلة الأولى، وإلا أُلغيت المباراة. تبدأ الساعتان بعد النقلتين الأوليين.
   *[other] لدى { $side } { $n } ثانية للنقلة الأولى، وإلا أُلغيت المباراة. تبدأ الساعتان بعد النقلتين الأوليين.
}
your-opponent = خصمك
absent-ready = غادر { $name } المباراة. يمكنك المطالبة بالفوز، أو إعلان التعادل، أو انتظاره.
absent-wait = { $n ->
    [few] غادر { $name } المباراة. يمكنك المطالبة بالفوز بعد { $n } ثوانٍ إن لم يعد.
   *[other] غادر { $name } المباراة. يمكنك المطالبة بالفوز بعد { $n } ثانية إن لم يعد.
}
reconnect-now = أعد الاتصال الآن
reconnecting = جارٍ إعادة الاتصال…
connection-lost = { $n ->
    [few] انقطع الاتصال بالخادم؛ لا يمكن اللعب حتى يعود. المحاولة التالية بعد { $n } ثوانٍ.
   *[other] انقطع الاتصال بالخادم؛ لا يمكن اللعب حتى يعود. المحاولة التالية بعد { $n } ثانية.
}
offer-draw-them = يعرض { $name } التعادل.
offer-draw-you = عرضتَ التعادل؛ في انتظار الرد.
offer-takeback-them = يطلب { $name } التراجع عن النقلة الأخيرة.
offer-takeback-you = طلبتَ التراجع عن نقلتك؛ في انتظار الرد.
claim-victory = طالب بالفوز
call-draw = أعلن التعادل
abort = ألغِ
abort-confirm = أتلغي المباراة؟ اضغط مرة أخرى للتأكيد
resign = استسلم
resign-confirm = أتستسلم؟ اضغط مرة أخرى للتأكيد
draw-accept = اقبل التعادل
draw-decline = ارفض التعادل
draw-offered = عُرض التعادل
draw-offer = اعرض التعادل
draw-offer-confirm = أتعرض التعادل؟ اضغط مرة أخرى للتأكيد
takeback-accept = اقبل التراجع
takeback-decline = ارفض التراجع
takeback-asked = طُلب التراجع
takeback-offer = اطلب التراجع
more-time = أعطِ ١٥ ثانية
more-time-title = أعطِ { $name } ١٥ ثانية
claim-draw = طالب بالتعادل
claim-win = طالب بالفوز
claim-draw-help = الملك الآخر وحيد: تسمح لك القواعد بأخذ التعادل الآن بدل محاولة الفوز.
claim-win-help = استنفد الملك الوحيد كل النقلات التي تمنحه القواعد للوصول إلى التعادل: يمكنك المطالبة بالفوز.
rematch-play = العب مباراة الثأر
rematch-offered-them = يعرض { $name } مباراة ثأر.
rematch-accept = اقبل مباراة الثأر
decline = ارفض
rematch-waiting = عُرضت مباراة الثأر: في انتظار رد { $name }.
rematch-declined = رُفضت مباراة الثأر.
rematch = مباراة ثأر
rematch-offer = اعرض مباراة ثأر
rematch-title = المباراة نفسها مرة أخرى، مع تبادل الألوان
new-game = مباراة جديدة
tournament-return = العودة إلى البطولة خلال ٣ ثوانٍ…
stay-here = ابقَ هنا
copied = نُسخ
copy = انسخ
check = كِش!
check-king-capture = الملك مهاجَم (قد يُؤخذ)
aborted = أُلغيت
rated = محتسبة، { $speed }
casual = ودية
speed-bullet = رصاصية
speed-blitz = خاطفة
speed-rapid = سريعة
speed-classical = كلاسيكية
speed-correspondence = بالمراسلة
watching = { $n ->
    [one] مشاهد واحد
    [two] مشاهدان
    [few] { $n } مشاهدين
   *[other] { $n } مشاهدًا
}
notify-title = أخبرني حين يلعب خصمي وهذه الصفحة في الخلفية
notify = أعلمني بالنقلات
notify-blocked = الإشعارات محجوبة لهذا الموقع في متصفحك.
notify-your-turn = { $san }: دورك
notify-a-move = نقلة: دورك
notify-moved = { $game }: لعب { $name }
not-your-move = ليس دورك.

## Seats, status, titles (the game page)
seat-waiting = في انتظار لاعب…
presence-here = حاضر
presence-away = غائب
presence-here-title = { $name } في صفحة المباراة
presence-away-title = { $name } ليس في صفحة المباراة
clock-of = ساعة { $side }
material-ahead = متقدم بـ { $n } من بيادق المحرك
status-open = في انتظار انضمام خصمك.
status-over = انتهت المباراة: { $result }
status-your-move = دورك
status-to-move = دور { $side }
status-engine = المحرك يفكر…
your-rating = تصنيفك
title-open = في انتظار خصم
title-your-turn = دورك
title-waiting-for = في انتظار { $name }
the-opponent = الخصم
said-played = لعب { $side } { $san }.
said-over = انتهت المباراة: { $result }، { $reason }
said-your-move = دورك.

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

## A refused action (the game page)
refused-over = انتهت اللعبة.
refused-not-started = لم تبدأ اللعبة: تنتظر لاعبًا ثانيًا.
refused-not-a-player = لا يفعل هذا إلا لاعبا هذه اللعبة.
refused-not-your-turn = ليس دورك.
refused-illegal = هذه النقلة غير قانونية هنا.
refused-stale = تغيّرت الوضعية: أعد تحميل اللعبة وحاول مجددًا.
refused-changed = تغيّرت اللعبة في اللحظة نفسها: أعد تحميلها وحاول مجددًا.
refused-too-many = طلبات كثيرة: تمهّل لحظة.
