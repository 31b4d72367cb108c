# The game page's own words.

## The game page
round-resize = بساط کا سائز: کھینچیں، یا تیر والی کلیدیں؛ بہترین سائز کے لیے دو بار کلک کریں
round-resize-title = بساط کا سائز بدلنے کے لیے کھینچیں (دو بار کلک: کھڑکی بھر)
step-first = پہلی چال
step-prev = پچھلی چال
step-next = اگلی چال
step-last = آخری چال
board-settings = بساط
notation-label = تحریر
sound-on = آواز چالو
sound-off = آواز بند
colours-label = رنگ
coordinates = نشانات
style-label = انداز
confirm-correspondence = خط و کتابت کی چالوں کی تصدیق
chat-spectators = تماشائیوں کی گفتگو
chat-placeholder = کچھ کہیے…
chat-label = گفتگو کا پیغام
chat-send = بھیجیں
chat-sign-in = سائن ان کریں
chat-sign-in-after = تاکہ دوسرے تماشائیوں سے بات کریں۔
confirm-move-label = اپنی چال کی تصدیق کریں
not-connected-move = رابطہ نہیں: آپ کی چال نہیں بھیجی گئی۔ صفحہ دوبارہ جڑ رہا ہے؛ تب چال دوبارہ چلیں۔
not-connected = رابطہ نہیں: کچھ نہیں بھیجا گیا۔ صفحہ دوبارہ جڑ رہا ہے۔
confirm-play = { $san } چلیں
confirm-take-back = واپس لیں
confirm-send = آپ کی چال: { $san }۔ بھیجیں؟
first-move-you = { $n ->
    [one] پہلی چال کے لیے آپ کے پاس { $n } سیکنڈ ہے، ورنہ کھیل منسوخ ہو گا۔ دونوں پہلی چالوں کے بعد گھڑیاں چلتی ہیں۔
   *[other] پہلی چال کے لیے آپ کے پاس { $n } سیکنڈ ہیں، ورنہ کھیل منسوخ ہو گا۔ دونوں پہلی چالوں کے بعد گھڑیاں چلتی ہیں۔
}
first-move-other = { $n ->
    [one] پہلی چال کے لیے { $side } کے پاس { $n } سیکنڈ ہے، ورنہ کھیل منسوخ ہو گا۔ دونوں پہلی چالوں کے بعد گھڑیاں چلتی ہیں۔
   *[other] پہلی چال کے لیے { $side } کے پاس { $n } سیکنڈ ہیں، ورنہ کھیل منسوخ ہو گا۔ دونوں پہلی چالوں کے بعد گھڑیاں چلتی ہیں۔
}
your-opponent = آپ کا حریف
absent-ready = { $name } کھیل چھوڑ گئے۔ آپ جیت کا دعویٰ کر سکتے ہیں، برابری کہہ سکتے ہیں، یا انتظار کر سکتے ہیں۔
absent-wait = { $n ->
    [one] { $name } کھیل چھوڑ گئے۔ اگر واپس نہ آئیں تو { $n } سیکنڈ میں آپ جیت کا دعویٰ کر سکتے ہیں۔
   *[other] { $name } کھیل چھوڑ گئے۔ اگر واپس نہ آئیں تو { $n } سیکنڈ میں آپ جیت کا دعویٰ کر سکتے ہیں۔
}
reconnect-now = ابھی جوڑیں
connection-lost = { $n ->
    [one] سرور سے رابطہ ٹوٹ گیا ہے؛ واپسی تک چالیں نہیں چلی جا سکتیں۔ اگلی کوشش { $n } سیکنڈ میں۔
   *[other] سرور سے رابطہ ٹوٹ گیا ہے؛ واپسی تک چالیں نہیں چلی جا سکتیں۔ اگلی کوشش { $n } سیکنڈ میں۔
}
offer-draw-them = { $name } برابری کی پیشکش کرتے ہیں۔
offer-draw-you = آپ نے برابری کی پیشکش کی؛ جواب کا انتظار ہے۔
offer-takeback-them = { $name } پچھلی چال واپس لینا چاہتے ہیں۔
offer-takeback-you = آپ نے اپنی چال واپس مانگی؛ جواب کا انتظار ہے۔
claim-victory = جیت کا دعویٰ کریں
call-draw = برابری کہیں
abort-confirm = کھیل منسوخ کریں؟ تصدیق کے لیے دوبارہ دبائیں
resign-confirm = ہار مانیں؟ تصدیق کے لیے دوبارہ دبائیں
draw-accept = برابری قبول کریں
draw-decline = برابری رد کریں
draw-offered = برابری کی پیشکش ہوئی
draw-offer = برابری کی پیشکش
draw-offer-confirm = برابری کی پیشکش کریں؟ تصدیق کے لیے دوبارہ دبائیں
takeback-accept = واپسی قبول کریں
takeback-decline = واپسی رد کریں
takeback-asked = واپسی مانگی گئی
takeback-offer = واپسی مانگیں
more-time-title = { $name } کو ۱۵ سیکنڈ دیں
claim-draw = برابری کا دعویٰ کریں
claim-win = جیت کا دعویٰ کریں
claim-draw-help = دوسرا بادشاہ اکیلا ہے: قواعد آپ کو جیتنے کی کوشش کی بجائے ابھی برابری لینے دیتے ہیں۔
claim-win-help = اکیلے بادشاہ نے برابری تک پہنچنے کے لیے قواعد کی دی ہوئی ساری چالیں چل لیں: آپ جیت کا دعویٰ کر سکتے ہیں۔
rematch-play = دوبارہ کھیلیں
rematch-offered-them = { $name } دوبارہ کھیلنے کی پیشکش کرتے ہیں۔
rematch-accept = دوبارہ کھیل قبول کریں
decline = رد کریں
rematch-waiting = دوبارہ کھیل کی پیشکش ہوئی: { $name } کے جواب کا انتظار ہے۔
rematch-declined = دوبارہ کھیل رد کر دیا گیا۔
rematch = دوبارہ کھیل
rematch-offer = دوبارہ کھیل کی پیشکش
rematch-title = وہی کھیل پھر سے، رنگ بدل کر
tournament-return = ۳ سیکنڈ میں مقابلے پر واپسی…
stay-here = یہیں رہیں
copied = نقل ہو گیا
check = شہ!
check-king-capture = بادشاہ پر حملہ ہے (اسے پکڑا جا سکتا ہے)
aborted = منسوخ
speed-bullet = بلٹ
speed-blitz = بلٹز
speed-rapid = ریپڈ
speed-classical = کلاسیکل
speed-correspondence = خط و کتابت
watching = { $n ->
    [one] { $n } تماشائی
   *[other] { $n } تماشائی
}
notify-title = جب یہ صفحہ پیچھے ہو تو حریف کی چال کی اطلاع دیں
notify = چالوں کی اطلاع دیں
notify-blocked = آپ کے براؤزر میں اس سائٹ کی اطلاعات بند ہیں۔
notify-your-turn = { $san }: آپ کی باری
notify-a-move = ایک چال: آپ کی باری
notify-moved = { $game }: { $name } نے چال چلی
not-your-move = یہ آپ کی چال نہیں۔
seat-waiting = کھلاڑی کا انتظار…
presence-here = موجود
presence-away = غیر حاضر
presence-here-title = { $name } کھیل کے صفحے پر ہیں
presence-away-title = { $name } کھیل کے صفحے پر نہیں ہیں
clock-of = { $side } کی گھڑی
material-ahead = انجن کے پیادوں میں { $n } آگے
status-open = حریف کے آنے کا انتظار۔
status-over = کھیل ختم: { $result }
status-your-move = آپ کی چال
status-to-move = { $side } کی چال
status-engine = انجن سوچ رہا ہے…
your-rating = آپ کی ریٹنگ
title-open = حریف کا انتظار
title-your-turn = آپ کی باری
title-waiting-for = { $name } کا انتظار
the-opponent = حریف
said-played = { $side } نے { $san } چلا۔
said-over = کھیل ختم: { $result }، { $reason }
said-your-move = آپ کی چال۔
refused-over = کھیل ختم ہو چکا ہے۔
refused-not-started = کھیل شروع نہیں ہوا: دوسرے کھلاڑی کا انتظار ہے۔
refused-not-a-player = یہ صرف اس کھیل کے کھلاڑی کر سکتے ہیں۔
refused-not-your-turn = آپ کی چال نہیں ہے۔
refused-illegal = یہ چال یہاں قانونی نہیں۔
refused-stale = پوزیشن بدل گئی: کھیل دوبارہ لوڈ کریں اور پھر کوشش کریں۔
refused-changed = اسی لمحے کھیل بدل گیا: دوبارہ لوڈ کریں اور پھر کوشش کریں۔
refused-too-many = بہت درخواستیں: ایک لمحہ آہستہ۔
refused-chat-length = گفتگو کی ایک سطر میں ۱ سے ۵۰۰ حروف ہوتے ہیں۔
refused-chat-sign-in = دوسرے ناظرین سے گفتگو کے لیے سائن ان کریں۔
refused-chat-full = اس کھیل کی گفتگو بھر چکی ہے ({ $n } سطریں)۔
refused-chat-slow = آہستہ: { $s } سیکنڈ میں زیادہ سے زیادہ { $n } سطریں۔
refused-berserk-late = بے دھڑک ہونا آپ کی پہلی چال سے پہلے اور زندہ گھڑی پر ہی ہوتا ہے۔
refused-berserk-already = آپ پہلے ہی بے دھڑک ہو چکے ہیں۔
refused-abort-late = کھیل تبھی منسوخ ہو سکتا ہے جب دونوں فریقوں نے چال نہ چلی ہو: اس کے بجائے ہار مان لیں۔
refused-engine-no-draw = انجن کھیلتا رہتا ہے: وہ برابری کی پیشکش نہیں لیتا۔
refused-no-draw-offer = قبول کرنے کو برابری کی کوئی پیشکش نہیں۔
refused-no-takeback-move = آپ کی کوئی چال نہیں جو واپس لی جائے۔
refused-no-takeback-offer = قبول کرنے کو چال واپسی کی کوئی پیشکش نہیں۔
refused-claim-wait = کھیل کا دعویٰ کرنے سے پہلے آپ کے حریف کو { $n } سیکنڈ غائب رہنا ہو گا۔
refused-claim-opponent-here = آپ کے حریف نے کھیل کھول رکھا ہے: دعویٰ کرنے کو کچھ نہیں۔
refused-more-time-live = وقت صرف زندہ گھڑی والے کھیل میں دیا جا سکتا ہے۔
refused-no-draw-claim = اس حالت میں قواعد آپ کو برابری کا دعویٰ نہیں دیتے۔
refused-no-win-claim = اس حالت میں قواعد آپ کو جیت کا دعویٰ نہیں دیتے۔
