# كلمات الموقع بالعربية. أسماء القطع التاريخية: الشاه، الفرزان، الفيل، الفرس، الرخ، البيدق.

## The games
game-shatranj = الشطرنج
game-chaturanga-davidson = تشاتورانغا (ديفيدسون)
game-parsi = الشطرنج الفارسي
game-shatranj-kamil-64 = الشطرنج الكامل (٦٤)
game-great-shatranj = الشطرنج الكبير

## The header
nav-site = الموقع
menu = ☰ القائمة
nav-play = العب
nav-analysis = التحليل
nav-editor = المحرر
nav-problems = المسائل
nav-archive = الأرشيف
nav-players = اللاعبون
nav-tv = البث
nav-tv-title = المباراة المختارة، مباشرة
nav-tournaments = البطولات
nav-engines = المحركات
nav-rules = القواعد
tournament-next-title = { $name }: البطولة التالية
tournament-live-title = { $name }: جارية، انضم إليها
tournament-sr = بطولة { $name }:
tournament-in = بعد { $time }
tournament-live = مباشر
settings = الإعدادات
settings-title = طقم القطع، الصفحات الفاتحة أو الداكنة، اللغة
pieces-title = طقم القطع
set-figures = مجسمة
set-turned = مخروطة
set-letters = حروف
theme = المظهر
theme-system = ◐ النظام
theme-light = ☀ فاتح
theme-dark = ☾ داكن
language = اللغة
my-games = مبارياتي
my-games-title = مبارياتك
your-turn-title = المباريات التي دورك فيها
challenges-for-you = التحديات الموجهة إليك
me-title = ملفك وحسابك وتسجيل الخروج
your-account = حسابك
profile = الملف
account = الحساب
sign-out = تسجيل الخروج
anon-me-title = اسمك هنا؛ غيّره من حسابك
sign-in = تسجيل الدخول
sign-up = إنشاء حساب
