# واژه‌هایی که تنها اسکریپت‌های صفحه‌های بررسی می‌نویسند (تخته‌ی تحلیل، ویرایشگر، مسئله‌ها).

## The analysis board
an-eval-title = ارزیابی (سفید در پایین)
an-step-start = آغاز
an-step-back = پس (←)
an-step-forward = پیش (→)
an-step-end = پایان رشته
an-flip = ⇅ چرخاندن
an-still-loading = وضعیت هنوز در حال بارگذاری است.
an-over = حرکتی نیست: بازی در این وضعیت پایان یافته است.
an-engine = موتور
an-where = موتور کجا فکر می‌کند
an-in-browser = در همین مرورگر
an-on-server = روی سرور
an-moves = حرکت‌ها
an-position = وضعیت
an-delete = پاک کردن از اینجا
an-delete-title = این حرکت و هرچه پس از آن است را پاک کن
an-promote = رشته‌ی اصلی کن
an-promote-title = این رشته‌ی فرعی را رشته‌ی اصلی کن
an-fen-label = FEN وضعیت نمایش‌داده‌شده
an-load = بارگذاری
an-load-title = FEN درون کادر را تحلیل کن
an-pgn-label = PGN تحلیل
an-pgn-download = دریافت PGN
an-edit = ویرایش وضعیت
an-play-here = بازی از همین‌جا
an-diagram = دریافت نمودار
an-diagram-title = تصویری (PNG) از وضعیت نمایش‌داده‌شده، برای صفحه یا چاپ
an-browser-stopped = موتورِ این مرورگر ایستاد؛ برای ادامه «روی سرور» را برگزینید.
an-browser-failed = این مرورگر نتوانست موتور را بارگذاری کند؛ به جای آن سرور تحلیل می‌کند.
an-depth = عمق { $n }
an-speed = { $n } هزار گره در ثانیه
an-done = پایان
an-off = خاموش
an-best = بهترین
an-preferred = { $what }: موتور { $san } را برتر می‌دانست
an-explore = مهره‌ها را حرکت دهید و بکاوید: هر حرکتی که بیازمایید نگه داشته می‌شود، رشته‌های فرعی نیز.
an-table = جدول پایان‌بازی
an-play-san = بازی { $san }
an-to-move = نوبت { $side }
an-to-move-check = نوبت { $side }: کیش!
an-link-illegal = یکی از حرکت‌های پیوند قانونی نبود و کنار گذاشته شد: { $text }
an-busy = همه‌ی موتورهای سرور مشغول‌اند: چند ثانیه‌ی دیگر دوباره تلاش می‌شود.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } در { $n }
score-how-mate = مات
score-how-bare-king = شاه تنها
score-how-stalemate = پات
score-how-king-taken = گرفتن شاه
score-how-win = برد

## The endgame tables' verdicts
tb-draw = مساوی
tb-draw-why = مساوی ({ $reason })
tb-has-won = { $side } برده است ({ $how })
tb-wins = { $side } می‌برد: { $how } در { $n }
tb-move-draw = مساوی
tb-move-draw-why = مساوی ({ $reason })
tb-move-wins = می‌برد ({ $how })
tb-move-win-in = { $how } در { $n }
tb-move-loses = می‌بازد ({ $how })
tb-move-loses-in = می‌بازد: { $how } در { $n }
tb-how-checkmate = مات
tb-how-bare-king = شاه تنها
tb-how-boorj = راجای تنها
tb-how-stalemate = پات
tb-how-king-captured = گرفتن شاه
tb-how-no-moves = بی‌حرکت گذاشتن
tb-how-lone-king-moves = ده حرکتِ شاهِ تنها
tb-how-win = برد
tb-why-counter-bared = شاه تنها در پاسخ تنها می‌کند
tb-why-bare-kings = تنها دو شاه
tb-why-stalemate = پات
tb-why-lone-king-stalemate = پاتِ شاهِ تنها
tb-why-no-moves = بی‌حرکت

## A finished game's review
rv-start = بررسی بازی
rv-finish = به پایان بردن بررسی
rv-progress = ارزیابی نیم‌حرکت { $n } از { $total }…
rv-inaccuracy = نادقیق
rv-mistake = اشتباه
rv-blunder = اشتباه بزرگ
rv-inaccuracies = { $n } حرکت نادقیق
rv-mistakes = { $n } اشتباه
rv-blunders = { $n } اشتباه بزرگ
rv-counts = { $inaccuracies }، { $mistakes }، { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: دقت { $accuracy }، { $counts }
rv-graph = نمودار ارزیابی: برای رفتن به یک حرکت کلیک کنید

## A problem
pr-take-back = پس گرفتن و دوباره کوشیدن
pr-retry = از نو
pr-show = نشان دادن راه‌حل
pr-next = مسئله‌ی بعدی
pr-all = همه‌ی مسئله‌ها
pr-wait = منتظر پاسخ موتور بمانید.
pr-over = مسئله پایان یافته است: حرکت را پس بگیرید، از نو آغاز کنید یا راه‌حل را ببینید.
pr-no-moves = حرکتی بازی نشده است.
pr-engine-first = موتور نخست حرکت می‌کند؛ شما { $side } را بازی می‌کنید.
pr-your-move = نوبت شما: شما { $side } را بازی می‌کنید.
pr-thinking = موتور در حال فکر کردن است…
pr-unreachable = به سایت دسترسی نیست.
pr-solution = راه‌حل:
pr-longest = طولانی‌ترین دفاع:
pr-second = راه‌حل دوم:
pr-taken-back = پس گرفته شد: حرکت دیگری بیازمایید.
pr-unusable = این مسئله آن‌گونه که خوانده شده بازی‌شدنی نیست (پایین را ببینید).
pr-solved-here = در این مرورگر حل شده

## The position editor
ed-tray = مهره‌های { $side }
ed-eraser = برداشتن مهره‌ها: این را برگزینید، سپس روی مهره‌ها کلیک کنید
ed-side-to-move = نوبت حرکت
ed-unmoved = هنوز حرکت‌نکرده (حرکت دوخانه‌ای و جهش راجا به این‌ها بستگی دارد)
ed-may-leap = راجای { $side } هنوز می‌تواند بجهد
ed-unmoved-piece = { $piece }ِ { $side } در { $square }
ed-lone-count = حرکت‌هایی که شاه تنها کرده است:
ed-halfmoves = حرکت‌های بی گرفتن یا حرکت پیاده
ed-move-number = شماره‌ی حرکت
ed-start = وضعیت آغازین
ed-clear = پاک کردن صفحه
ed-load-title = چیدن صفحه از FEN درون کادر
ed-copy = رونوشت FEN
ed-copied = رونوشت شد
ed-analyse = تحلیل
ed-play-engine = بازی با موتور
ed-invite = دعوت از دوست
ed-offline = بازی با موتور بی‌اینترنت
ed-board-help = صفحه. کلیدهای جهت روی خانه‌ها حرکت می‌کنند؛ حرف یک مهره آن را آنجا می‌گذارد (بزرگ برای سفید، کوچک برای سیاه)، Delete خانه را خالی می‌کند؛ Enter مهره‌ای را برمی‌دارد و Enter دوباره آن را جابه‌جا می‌کند.
ed-unreachable = به سایت دسترسی نیست
ed-finished = وضعیتی پایان‌یافته: { $result }، { $reason }
ed-legal = وضعیتی قانونی: نوبت { $side }.
ed-legal-check = وضعیتی قانونی: نوبت { $side }، در کیش.
ed-not-position = وضعیتی از { $game } نیست: { $text }

## Playing the engine offline
off-side = سمت شما
off-you-play = شما { $side } را بازی می‌کنید
off-level = زمان موتور برای هر حرکت
off-quick = تند: ۰٫۲ ثانیه برای هر حرکت
off-steady = آرام: ۱ ثانیه برای هر حرکت
off-strong = نیرومند: ۳ ثانیه برای هر حرکت
off-new = بازی تازه
off-loading = بازی هنوز در حال بارگذاری است.
off-over = بازی پایان یافته است: بازی تازه‌ای آغاز کنید.
off-engine-move = نوبت موتور است.
off-well-played = خوب بازی کردید!
off-your-move = نوبت شما ({ $side })
off-your-move-check = نوبت شما ({ $side }): کیش!
off-you-played = شما { $san } را بازی کردید.
off-engine-played = موتور { $san } را بازی کرد.
off-failed = موتور از کار افتاد.
off-cannot = این مرورگر نمی‌تواند موتور را اینجا اجرا کند: { $text }

## Importing games
im-read = { $n } پرونده خوانده شد ({ $num } کیلوبایت).

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = در { $field } در FEN، نویسه‌ی { $at }: { $problem }
fen-error-found = در { $field } در FEN، نویسه‌ی { $at } («{ $found }»): { $problem }
fen-impossible = این وضعیت نمی‌تواند پیش آید: { $problem }
fen-field-board = صفحه (بخش ۱)
fen-field-turn = نوبت (بخش ۲)
fen-field-flags = نشانه‌ها (بخش ۳)
fen-field-en-passant = آنپاسان (بخش ۴)
fen-field-halfmove = شمارنده‌ی نیم‌حرکت (بخش ۵)
fen-field-fullmove = شماره‌ی حرکت (بخش ۶)
fen-field-lone-counts = شمارش شاه تنها (بخش ۷)
fen-field-extra = پایان
fen-field-position = وضعیت
fen-rank-count = { $given } ردیف داده شده است؛ صفحه { $ranks } ردیف دارد.
fen-zero-run = شمار خانه‌های خالی از ۱ آغاز می‌شود.
fen-rank-overfull = ردیف { $rank } بیش از { $files } خانه دارد.
fen-not-board-text = اینجا حرف یک مهره، یک رقم یا «/» می‌آید.
fen-unknown-letter = هیچ مهره‌ای در این بازی این حرف را ندارد.
fen-rank-short = ردیف { $rank } { $squares } خانه دارد؛ صفحه { $files } ستون دارد.
fen-too-long = این FEN { $len } نویسه دارد؛ هیچ وضعیتی در این بازی‌ها بیش از { $max } نمی‌خواهد.
fen-empty = FEN خالی است.
fen-no-turn = نیامده است؛ w (نوبت سفید) یا b (نوبت سیاه) بنویسید.
fen-bad-turn = w (نوبت سفید) یا b (نوبت سیاه) بنویسید.
fen-en-passant = این بازی‌ها آنپاسان ندارند؛ «-» بنویسید.
fen-halfmove-too-large = شمارنده‌ی نیم‌حرکت بیش از اندازه بزرگ است.
fen-not-a-number = اینجا یک عدد می‌آید.
fen-move-zero = شماره‌ی حرکت از ۱ آغاز می‌شود.
fen-move-too-large = شماره‌ی حرکت بیش از اندازه بزرگ است.
fen-after-move-number = پس از شماره‌ی حرکت چیزی نمی‌آید.
fen-unexpected-text = این بی‌جاست: پس از نوبت، نشانه‌ها («-»)، شمارنده‌ی نیم‌حرکت و شماره‌ی حرکت می‌آیند.
fen-after-last-field = پس از بخش آخر چیزی نمی‌آید.
fen-open-holdings = کروشه‌ی مهره‌های نگه‌داشته باید در پایان صفحه با «]» بسته شود.
fen-unknown-holding-letter = هیچ مهره‌ای در این بازی این حرف را ندارد (در میان مهره‌های نگه‌داشته).
fen-no-flags = این بازی قلعه و نشانه ندارد؛ «-» بنویسید (بخش قلعه‌ی شطرنج امروزی مانند KQkq نیز پذیرفته و نادیده گرفته می‌شود).
fen-chess-castling = این بازی قلعه ندارد: این بخش ستون مهره‌های بزرگی را که هنوز حرکت نکرده‌اند می‌آورد، و L یا l برای جهش شاه که هنوز مانده است (در آغاز: { $start }).
fen-leap-twice = جهش دو بار آمده است.
fen-bad-flag = اینجا حرف ستون یک مهره‌ی بزرگِ حرکت‌نکرده می‌آید (بزرگ برای سفید، کوچک برای سیاه)، یا L یا l برای جهش.
fen-flag-twice = این نشانه دو بار آمده است.
fen-no-master-piece = هیچ مهره‌ی بزرگی از { $side } روی { $square } نیست.
fen-bad-lone-side = اینجا w یا b و سپس یک شمار می‌آید، مانند w0b3.
fen-no-count = اینجا یک شمار می‌آید.
fen-count-too-large = شمار دست‌بالا ۶۳ است.
fen-not-lone = شاه { $side } تنها نیست، پس شمار آن باید ۰ باشد.
fen-off-board = مهره‌ای بیرون از صفحه است.
fen-two-men = دو مهره روی { $square } ایستاده‌اند.
fen-kings = { $side } { $count } شاه دارد.
fen-no-king = { $side } شاه ندارد.
fen-unpromoted = پیاده‌ای از { $side } روی { $square } است، جایی که باید پیش‌تر ارتقا یافته باشد.
fen-out-of-turn-check = طرفی که نوبتش نیست ({ $side }) کیش است.

## The analysis board's refusals
an-move-illegal = حرکت { $n } این رشته در وضعیت خود مجاز نیست.
an-line-too-long = این رشته برای تخته بیش از اندازه بلند است.
an-too-many = درخواست‌ها بیش از اندازه‌اند: کمی آهسته‌تر.
an-failed = موتور نتوانست این وضعیت را تحلیل کند.
