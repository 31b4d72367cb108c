# واژه‌های سایت به فارسی. نام‌های تاریخی مهره‌ها: شاه، فرزین، پیل، اسب، رخ، پیاده.

## The games
game-shatranj = شطرنج
game-chaturanga-davidson = چتورنگ (دیویدسن)
game-parsi = شطرنج پارسی
game-shatranj-kamil-64 = شطرنج کامل (۶۴)
game-great-shatranj = شطرنج بزرگ

## The header
nav-site = سایت
menu = ☰ فهرست
nav-play = بازی
nav-analysis = تحلیل
nav-editor = چیدمان
nav-problems = مسئله‌ها
nav-archive = بایگانی
nav-players = بازیکنان
nav-tv = تلویزیون
nav-tv-title = بازی برگزیده، زنده
nav-tournaments = مسابقه‌ها
nav-engines = موتورها
nav-rules = قواعد
tournament-next-title = { $name }: مسابقهٔ بعدی
tournament-live-title = { $name }: در جریان است، بپیوندید
tournament-sr = مسابقهٔ { $name }:
tournament-in = { $time } دیگر
tournament-live = زنده
settings = تنظیمات
settings-title = دست مهره‌ها، صفحه‌های روشن یا تیره، زبان
pieces-title = دست مهره‌ها
set-figures = پیکره‌ای
set-turned = خراطی
set-letters = حرفی
theme = پوسته
theme-system = ◐ سیستم
theme-light = ☀ روشن
theme-dark = ☾ تیره
language = زبان
my-games = بازی‌های من
my-games-title = بازی‌های شما
your-turn-title = بازی‌هایی که نوبت شماست
challenges-for-you = دعوت‌ها برای شما
me-title = نمایه، حساب و خروج
your-account = حساب شما
profile = نمایه
account = حساب
sign-out = خروج
anon-me-title = نام شما در اینجا؛ آن را در حسابتان تغییر دهید
sign-in = ورود
sign-up = ثبت‌نام
