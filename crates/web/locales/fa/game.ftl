# The game page's own words.

## The game page
round-resize = اندازهٔ صفحه: بکشید یا با کلیدهای جهت؛ دوبار کلیک برای بهترین اندازه
round-resize-title = برای تغییر اندازهٔ صفحه بکشید (دوبار کلیک: هم‌اندازهٔ پنجره)
step-first = نخستین حرکت
step-prev = حرکت پیشین
step-next = حرکت بعدی
step-last = واپسین حرکت
board-settings = صفحه
notation-label = نگارش
sound-on = صدا روشن
sound-off = صدا خاموش
colours-label = رنگ‌ها
coordinates = مختصات
style-label = شیوه
confirm-correspondence = تأیید حرکت‌های مکاتبه‌ای
chat-spectators = گفتگوی تماشاگران
chat-placeholder = چیزی بگویید…
chat-label = پیام گفتگو
chat-send = بفرست
chat-sign-in = وارد شوید
chat-sign-in-after = تا با تماشاگران دیگر گفتگو کنید.
confirm-move-label = حرکتتان را تأیید کنید
not-connected-move = پیوندی نیست: حرکت شما فرستاده نشد. صفحه دوباره وصل می‌شود؛ آنگاه دوباره بازی کنید.
not-connected = پیوندی نیست: چیزی فرستاده نشد. صفحه دوباره وصل می‌شود.
confirm-play = { $san } را بازی کن
confirm-take-back = پس بگیر
confirm-send = حرکت شما: { $san }. فرستاده شود؟
first-move-you = { $n ->
    [one] { $n } ثانیه برای نخستین حرکت دارید، وگرنه بازی لغو می‌شود. ساعت‌ها پس از هر دو حرکت نخست به راه می‌افتند.
   *[other] { $n } ثانیه برای نخستین حرکت دارید، وگرنه بازی لغو می‌شود. ساعت‌ها پس از هر دو حرکت نخست به راه می‌افتند.
}
first-move-other = { $n ->
    [one] { $side } { $n } ثانیه برای نخستین حرکت دارد، وگرنه بازی لغو می‌شود. ساعت‌ها پس از هر دو حرکت نخست به راه می‌افتند.
   *[other] { $side } { $n } ثانیه برای نخستین حرکت دارد، وگرنه بازی لغو می‌شود. ساعت‌ها پس از هر دو حرکت نخست به راه می‌افتند.
}
your-opponent = حریف شما
absent-ready = { $name } بازی را ترک کرد. می‌توانید پیروزی را بخواهید، بازی را مساوی کنید، یا منتظر بمانید.
absent-wait = { $n ->
    [one] { $name } بازی را ترک کرد. اگر برنگردد، { $n } ثانیهٔ دیگر می‌توانید پیروزی را بخواهید.
   *[other] { $name } بازی را ترک کرد. اگر برنگردد، { $n } ثانیهٔ دیگر می‌توانید پیروزی را بخواهید.
}
reconnect-now = اکنون وصل شو
connection-lost = { $n ->
    [one] پیوند با سرور گسسته است؛ تا بازگشت آن حرکتی نمی‌توان کرد. تلاش بعدی { $n } ثانیهٔ دیگر.
   *[other] پیوند با سرور گسسته است؛ تا بازگشت آن حرکتی نمی‌توان کرد. تلاش بعدی { $n } ثانیهٔ دیگر.
}
offer-draw-them = { $name } پیشنهاد مساوی می‌دهد.
offer-draw-you = پیشنهاد مساوی دادید؛ در انتظار پاسخ.
offer-takeback-them = { $name } می‌خواهد حرکت آخر را پس بگیرد.
offer-takeback-you = خواستید حرکتتان را پس بگیرید؛ در انتظار پاسخ.
claim-victory = پیروزی را بخواه
call-draw = مساوی اعلام کن
abort-confirm = بازی لغو شود؟ برای تأیید دوباره بزنید
resign-confirm = تسلیم می‌شوید؟ برای تأیید دوباره بزنید
draw-accept = پذیرش مساوی
draw-decline = رد مساوی
draw-offered = مساوی پیشنهاد شد
draw-offer = پیشنهاد مساوی
draw-offer-confirm = پیشنهاد مساوی بدهید؟ برای تأیید دوباره بزنید
takeback-accept = پذیرش پس‌گرفتن
takeback-decline = رد پس‌گرفتن
takeback-asked = پس‌گرفتن خواسته شد
takeback-offer = درخواست پس‌گرفتن
more-time-title = ۱۵ ثانیه به { $name } بده
claim-draw = مساوی را بخواه
claim-win = برد را بخواه
claim-draw-help = شاه دیگر تنهاست: قواعد اجازه می‌دهند به جای کوشش برای برد، اکنون مساوی را بپذیرید.
claim-win-help = شاه تنها همهٔ حرکت‌هایی را که قواعد برای رسیدن به مساوی می‌دهند به کار برده است: می‌توانید برد را بخواهید.
rematch-play = بازی دوباره را آغاز کن
rematch-offered-them = { $name } بازی دوباره پیشنهاد می‌دهد.
rematch-accept = پذیرش بازی دوباره
decline = رد
rematch-waiting = بازی دوباره پیشنهاد شد: در انتظار پاسخ { $name }.
rematch-declined = بازی دوباره رد شد.
rematch = بازی دوباره
rematch-offer = پیشنهاد بازی دوباره
rematch-title = همین بازی، با رنگ‌های جابه‌جا
tournament-return = بازگشت به مسابقه تا ۳ ثانیهٔ دیگر…
stay-here = همین‌جا بمان
copied = رونوشت شد
check = کیش!
check-king-capture = شاه در خطر است (ممکن است گرفته شود)
aborted = لغوشده
speed-bullet = گلوله‌ای
speed-blitz = برق‌آسا
speed-rapid = سریع
speed-classical = کلاسیک
speed-correspondence = مکاتبه‌ای
watching = { $n ->
    [one] { $n } تماشاگر
   *[other] { $n } تماشاگر
}
notify-title = وقتی این صفحه پشت صفحه‌های دیگر است، حرکت حریفم را به من خبر بده
notify = حرکت‌ها را خبر بده
notify-blocked = اعلان‌ها برای این سایت در مرورگر شما بسته است.
notify-your-turn = { $san }: نوبت شما
notify-a-move = یک حرکت: نوبت شما
notify-moved = { $game }: { $name } حرکت کرد
not-your-move = نوبت شما نیست.
seat-waiting = در انتظار بازیکن…
presence-here = اینجاست
presence-away = دور است
presence-here-title = { $name } در صفحهٔ بازی است
presence-away-title = { $name } در صفحهٔ بازی نیست
clock-of = ساعت { $side }
material-ahead = { $n } پیاده جلوتر، به سنجش موتور
status-open = در انتظار پیوستن حریف.
status-over = بازی تمام شد: { $result }
status-your-move = نوبت شماست
status-to-move = نوبت { $side }
status-engine = موتور در حال اندیشیدن است…
your-rating = امتیاز شما
title-open = در انتظار حریف
title-your-turn = نوبت شما
title-waiting-for = در انتظار { $name }
the-opponent = حریف
said-played = { $side } { $san } را بازی کرد.
said-over = بازی تمام شد: { $result }، { $reason }
said-your-move = نوبت شماست.
refused-over = بازی پایان یافته است.
refused-not-started = بازی آغاز نشده است: در انتظار بازیکن دوم است.
refused-not-a-player = تنها بازیکنان این بازی می‌توانند چنین کنند.
refused-not-your-turn = نوبت شما نیست.
refused-illegal = این حرکت اینجا قانونی نیست.
refused-stale = وضعیت تغییر کرد: بازی را دوباره بارگذاری کنید و دوباره بکوشید.
refused-changed = بازی همزمان تغییر کرد: آن را دوباره بارگذاری کنید و دوباره بکوشید.
refused-too-many = درخواست‌های بسیار: لحظه‌ای آهسته‌تر.
refused-chat-length = هر سطر گفتگو ۱ تا ۵۰۰ نویسه دارد.
refused-chat-sign-in = برای گفتگو با دیگر تماشاگران وارد شوید.
refused-chat-full = گفتگوی این بازی پر است ({ $n } سطر).
refused-chat-slow = آهسته‌تر: حداکثر { $n } سطر گفتگو در { $s } ثانیه.
refused-berserk-late = دیوانه‌وار بازی کردن تنها پیش از نخستین حرکت شما و در ساعت زنده است.
refused-berserk-already = شما پیش‌تر دیوانه‌وار را برگزیده‌اید.
refused-abort-late = بازی را تنها پیش از آنکه هر دو طرف حرکت کنند می‌توان لغو کرد: به جای آن تسلیم شوید.
refused-engine-no-draw = موتور بازی را ادامه می‌دهد: پیشنهاد تساوی نمی‌پذیرد.
refused-no-draw-offer = پیشنهاد تساوی‌ای برای پذیرفتن نیست.
refused-no-takeback-move = حرکتی ندارید که پس بگیرید.
refused-no-takeback-offer = پیشنهاد پس‌گرفتنی برای پذیرفتن نیست.
refused-claim-wait = حریف شما باید { $n } ثانیه غایب باشد تا بتوانید بازی را ادعا کنید.
refused-claim-opponent-here = حریف شما بازی را باز دارد: چیزی برای ادعا نیست.
refused-more-time-live = زمان را تنها در بازی با ساعت زنده می‌توان داد.
refused-no-draw-claim = قواعد در این وضعیت به شما ادعای تساوی نمی‌دهند.
refused-no-win-claim = قواعد در این وضعیت به شما ادعای برد نمی‌دهند.
