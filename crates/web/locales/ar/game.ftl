# The game page's own words.

## The game page
round-resize = حجم الرقعة: اسحب أو استعمل مفاتيح الأسهم؛ انقر مرتين لأفضل حجم
round-resize-title = اسحب لتغيير حجم الرقعة (نقر مزدوج: ملء النافذة)
step-first = النقلة الأولى
step-prev = النقلة السابقة
step-next = النقلة التالية
step-last = النقلة الأخيرة
board-settings = الرقعة
notation-label = التدوين
sound-on = الصوت مفعّل
sound-off = الصوت متوقف
colours-label = الألوان
coordinates = الإحداثيات
style-label = النمط
confirm-correspondence = تأكيد نقلات المراسلة
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
abort-confirm = أتلغي المباراة؟ اضغط مرة أخرى للتأكيد
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
tournament-return = العودة إلى البطولة خلال ٣ ثوانٍ…
stay-here = ابقَ هنا
copied = نُسخ
check = كِش!
check-king-capture = الملك مهاجَم (قد يُؤخذ)
aborted = أُلغيت
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
refused-over = انتهت اللعبة.
refused-not-started = لم تبدأ اللعبة: تنتظر لاعبًا ثانيًا.
refused-not-a-player = لا يفعل هذا إلا لاعبا هذه اللعبة.
refused-not-your-turn = ليس دورك.
refused-illegal = هذه النقلة غير قانونية هنا.
refused-stale = تغيّرت الوضعية: أعد تحميل اللعبة وحاول مجددًا.
refused-changed = تغيّرت اللعبة في اللحظة نفسها: أعد تحميلها وحاول مجددًا.
refused-too-many = طلبات كثيرة: تمهّل لحظة.
refused-chat-length = لسطر الدردشة من ١ إلى ٥٠٠ حرف.
refused-chat-sign-in = سجّل الدخول للدردشة مع المشاهدين الآخرين.
refused-chat-full = دردشة هذه اللعبة ممتلئة ({ $n } سطر).
refused-chat-slow = تمهّل: { $n } أسطر دردشة على الأكثر في { $s } ثانية.
refused-berserk-late = الاندفاع قبل نقلتك الأولى فقط، وعلى ساعة حيّة.
refused-berserk-already = اخترت الاندفاع من قبل.
refused-abort-late = لا تُلغى اللعبة إلا قبل أن يتحرك الطرفان: استسلم بدلًا من ذلك.
refused-engine-no-draw = المحرّك يواصل اللعب: لا يقبل عروض التعادل.
refused-no-draw-offer = لا يوجد عرض تعادل لقبوله.
refused-no-takeback-move = ليست لديك نقلة لاستردادها.
refused-no-takeback-offer = لا يوجد عرض استرداد لقبوله.
refused-claim-wait = يجب أن يغيب خصمك { $n } ثانية قبل أن تطالب باللعبة.
refused-claim-opponent-here = خصمك يفتح اللعبة: لا شيء للمطالبة به.
refused-more-time-live = لا يُعطى الوقت إلا في لعبة بساعة حيّة.
refused-no-draw-claim = لا تمنحك القواعد مطالبة بالتعادل في هذا الوضع.
refused-no-win-claim = لا تمنحك القواعد مطالبة بالفوز في هذا الوضع.
