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
flip = چرخاندن صفحه
board-style = شیوهٔ صفحه
style-checkered = خانه‌خانهٔ دورنگ
style-plain = ساده
style-ashtapada = اشتاپده
notation = نگارش حرکت‌ها
board-colours = رنگ‌های صفحه
colour-wood = چوب
colour-sand = شن
colour-green = سبز
colour-blue = آبی
colour-grey = خاکستری
moves = حرکت‌ها
move-placeholder = حرکتی بنویسید: e3، Nf3، e2e3
move-label = حرکتی بنویسید (به SAN مانند Nf3، یا با خانه‌ها مانند e2e3)
chat = گفتگو
reconnecting = در حال وصل شدن دوباره…
abort = لغو
resign = تسلیم
more-time = ۱۵ ثانیه بده
new-game = بازی تازه
copy = رونوشت
rated = امتیازی، { $speed }
casual = دوستانه

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

