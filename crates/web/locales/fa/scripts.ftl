# واژه‌هایی که اسکریپت‌های صفحه‌ها می‌نویسند، به فارسی.

## The games
game-shatranj = شطرنج
game-chaturanga-davidson = چتورنگ (دیویدسن)
game-parsi = شطرنج پارسی
game-shatranj-kamil-64 = شطرنج کامل (۶۴)
game-great-shatranj = شطرنج بزرگ

## Sides
side-white = سفید
side-black = سیاه
side-white-lower = سفید
side-black-lower = سیاه

## The game page
round-resize = اندازهٔ صفحه: بکشید یا با کلیدهای جهت؛ دوبار کلیک برای بهترین اندازه
round-resize-title = برای تغییر اندازهٔ صفحه بکشید (دوبار کلیک: هم‌اندازهٔ پنجره)
step-first = نخستین حرکت
step-prev = حرکت پیشین
step-next = حرکت بعدی
step-last = واپسین حرکت
flip = چرخاندن صفحه
board-settings = صفحه
board-style = شیوهٔ صفحه
style-checkered = خانه‌خانهٔ دورنگ
style-plain = ساده
style-ashtapada = اشتاپده
notation = نگارش حرکت‌ها
notation-label = نگارش
sound-on = صدا روشن
sound-off = صدا خاموش
board-colours = رنگ‌های صفحه
colours-label = رنگ‌ها
colour-wood = چوب
colour-sand = شن
colour-green = سبز
colour-blue = آبی
colour-grey = خاکستری
coordinates = مختصات
style-label = شیوه
confirm-correspondence = تأیید حرکت‌های مکاتبه‌ای
moves = حرکت‌ها
move-placeholder = حرکتی بنویسید: e3، Nf3، e2e3
move-label = حرکتی بنویسید (به SAN مانند Nf3، یا با خانه‌ها مانند e2e3)
chat = گفتگو
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
reconnecting = در حال وصل شدن دوباره…
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
abort = لغو
abort-confirm = بازی لغو شود؟ برای تأیید دوباره بزنید
resign = تسلیم
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
more-time = ۱۵ ثانیه بده
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
new-game = بازی تازه
tournament-return = بازگشت به مسابقه تا ۳ ثانیهٔ دیگر…
stay-here = همین‌جا بمان
copied = رونوشت شد
copy = رونوشت
check = کیش!
check-king-capture = شاه در خطر است (ممکن است گرفته شود)
aborted = لغوشده
rated = امتیازی، { $speed }
casual = دوستانه
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

## Seats, status, titles (the game page)
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

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } می‌برد: { $loser } مات شد
end-stalemate-win = { $winner } می‌برد: { $loser } پات شد و می‌بازد
end-stalemate = مساوی: پات
end-bare-king = { $winner } می‌برد: شاه { $loser } تنها ماند
end-counter-bared = مساوی: شاه تنها، شاه دیگر را نیز تنها کرد
end-bare-kings = مساوی: تنها دو شاه مانده‌اند
end-king-captured = { $winner } می‌برد: شاه { $loser } گرفته شد
end-no-moves-win = { $winner } می‌برد: { $loser } حرکتی ندارد
end-no-moves = مساوی: طرفِ نوبت حرکتی ندارد
end-lone-king-stalemate = مساوی: شاه تنها پات داد
end-lone-king-moves = { $winner } می‌برد: شاه تنهای { $loser } حرکت‌هایش را بی‌آنکه مساوی کند به کار برد
end-lone-king-claim = مساوی خواسته شد: حریف شاه تنها مساوی را پذیرفت
end-boorj-win = { $winner } با بُرج می‌برد: راجهٔ { $loser } تنها ماند
end-boorj = مساوی: بُرج (راجهٔ تنها) مساوی شمرده شد
end-repetition = مساوی با تکرار
end-move-rule = مساوی با قاعدهٔ شمار حرکت‌ها
end-time = { $winner } می‌برد: وقت { $loser } تمام شد
end-resignation = { $winner } می‌برد: { $loser } تسلیم شد
end-agreement = مساوی با توافق
end-abandoned-win = { $winner } می‌برد: { $loser } بازی را ترک کرد
end-abandoned = مساوی: بازیکنی بازی را ترک کرد
end-aborted = بازی لغو شد
end-aborted-first-move = { $side } در { $n } ثانیه نخستین حرکت را نکرد: بازی لغو شد
end-aborted-by = { $side } پیش از حرکت هر دو طرف بازی را لغو کرد
end-claimed = { $reason } (با درخواست)
grade-pawn-mate = ماتی که پیاده داد، بالاترین درجهٔ برد
grade-checkmate = ماتی که مهره‌ای داد، درجهٔ میانی برد
grade-boorj = پایین‌ترین درجهٔ برد
end-draw = مساوی

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } روز
   *[other] { $n } روز
}
clock-hours = { $n } ساعت
clock-minutes = { $n } دقیقه
clock-seconds = { $n } ثانیه

## Choosing a promotion, Parsi's bonus move
cancel = انصراف
promote-to = ارتقا به:
no-promotion = بی‌ارتقا
promote-to-said = ارتقا به: { $pieces }؟
bonus-title = اسب تازه می‌تواند یک بار دیگر حرکت کند: آن را روی صفحه به خانه‌ای نشان‌دار ببرید، یا
bonus-stay = بماند
bonus-said = اسب تازه می‌تواند یک بار دیگر حرکت کند، به { $squares }، یا بماند.

## Moves typed in the box
typed-ambiguous = «{ $text }» می‌تواند بیش از یک حرکت باشد: خانهٔ آغاز را بیفزایید
typed-none = هیچ حرکت مجازی «{ $text }» نوشته نمی‌شود

## The board by keyboard (read by screen readers)
board-role = صفحه
board-help = صفحه. کلیدهای جهت روی خانه‌ها می‌روند؛ Enter مهره‌ای را برمی‌دارد و Enter دوباره آن را بازی می‌کند؛ Escape رهایش می‌کند.
kb-cannot-go = { $square }: مهرهٔ { $from } نمی‌تواند به آنجا برود. رها شد.
kb-nothing = { $square }: اینجا چیزی نیست که بتوانید حرکت دهید.
kb-let-go = رها شد.
kb-empty = خالی
kb-man = { $piece } { $side }
kb-square = { $square }، { $what }
kb-plays-here = Enter آن را اینجا بازی می‌کند
kb-help = کلیدهای جهت حرکت می‌کنند؛ Enter مهره‌ای را برمی‌دارد.
kb-picked = { $what } در { $square } برداشته شد.
kb-can-go = می‌تواند به { $squares } برود.
kb-free = نشانگر را به خانه‌ای ببرید و Enter را بزنید.
kb-no-move = اکنون حرکتی ندارد.

## Challenges (the header)
challenge-rated = امتیازی
challenge-casual = دوستانه
challenge-you-play = شما با { $side } بازی می‌کنید
challenge-accept = پذیرفتن
challenge-why = چرا رد می‌کنید
challenge-decline = رد
challenge-later = بعداً
challenge-you = شما را به بازی می‌خواند
unlimited = بی‌ساعت

## The lobby's lists
no-seeks = اکنون درخواست بازی نیست.
no-games-in-progress = بازی در جریانی نیست.
col-game = بازی
col-player = بازیکن
col-time = زمان
col-mode = گونه
col-moves = حرکت‌ها
col-result = نتیجه
changed = دگرگون‌شده:
rated-plain = امتیازی
cancel-seek-of = لغو درخواست { $game } شما
imported = واردشده:
imported-title = از پرونده وارد شده
diagram = نمودار
diagram-title = تصویری (PNG) از وضعیت پایانی
waiting-count = { $n ->
    [one] { $n } در انتظار
   *[other] { $n } در انتظار
}

## A refused action (the game page)
refused-over = بازی پایان یافته است.
refused-not-started = بازی آغاز نشده است: در انتظار بازیکن دوم است.
refused-not-a-player = تنها بازیکنان این بازی می‌توانند چنین کنند.
refused-not-your-turn = نوبت شما نیست.
refused-illegal = این حرکت اینجا قانونی نیست.
refused-stale = وضعیت تغییر کرد: بازی را دوباره بارگذاری کنید و دوباره بکوشید.
refused-changed = بازی همزمان تغییر کرد: آن را دوباره بارگذاری کنید و دوباره بکوشید.
refused-too-many = درخواست‌های بسیار: لحظه‌ای آهسته‌تر.
