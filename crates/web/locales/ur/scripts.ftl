# صفحوں کے اسکرپٹ جو الفاظ لکھتے ہیں، اردو میں۔

## The games
game-shatranj = شطرنج
game-chaturanga-davidson = چترنگ (ڈیوڈسن)
game-parsi = پارسی شطرنج
game-shatranj-kamil-64 = شطرنج کامل (64)
game-great-shatranj = بڑی شطرنج

## Sides
side-white = سفید
side-black = سیاہ
side-white-lower = سفید
side-black-lower = سیاہ

## The game page
round-resize = بساط کا سائز: کھینچیں، یا تیر والی کلیدیں؛ بہترین سائز کے لیے دو بار کلک کریں
round-resize-title = بساط کا سائز بدلنے کے لیے کھینچیں (دو بار کلک: کھڑکی بھر)
step-first = پہلی چال
step-prev = پچھلی چال
step-next = اگلی چال
step-last = آخری چال
flip = بساط پلٹیں
board-settings = بساط
board-style = بساط کا انداز
style-checkered = خانے دار
style-plain = سادہ
style-ashtapada = اشٹاپد
notation = چالیں لکھنے کا طریقہ
notation-label = تحریر
sound-on = آواز چالو
sound-off = آواز بند
board-colours = بساط کے رنگ
colours-label = رنگ
colour-wood = لکڑی
colour-sand = ریت
colour-green = سبز
colour-blue = نیلا
colour-grey = سرمئی
coordinates = نشانات
style-label = انداز
confirm-correspondence = خط و کتابت کی چالوں کی تصدیق
moves = چالیں
move-placeholder = چال لکھیں: e3، Nf3، e2e3
move-label = چال لکھیں (SAN میں جیسے Nf3، یا خانوں سے جیسے e2e3)
chat = گفتگو
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
reconnecting = دوبارہ جڑ رہا ہے…
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
abort = منسوخ کریں
abort-confirm = کھیل منسوخ کریں؟ تصدیق کے لیے دوبارہ دبائیں
resign = ہار مانیں
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
more-time = ۱۵ سیکنڈ دیں
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
new-game = نیا کھیل
tournament-return = ۳ سیکنڈ میں مقابلے پر واپسی…
stay-here = یہیں رہیں
copied = نقل ہو گیا
copy = نقل کریں
check = شہ!
check-king-capture = بادشاہ پر حملہ ہے (اسے پکڑا جا سکتا ہے)
aborted = منسوخ
rated = ریٹڈ، { $speed }
casual = دوستانہ
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

## Seats, status, titles (the game page)
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

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } جیتا: { $loser } کو مات
end-stalemate-win = { $winner } جیتا: { $loser } پر زچ ہے اور وہ ہارتا ہے
end-stalemate = برابری: زچ
end-bare-king = { $winner } جیتا: { $loser } کا بادشاہ اکیلا ہے
end-counter-bared = برابری: اکیلے بادشاہ نے دوسرے بادشاہ کو بھی اکیلا کر دیا
end-bare-kings = برابری: صرف دونوں بادشاہ بچے ہیں
end-king-captured = { $winner } جیتا: { $loser } کا بادشاہ پکڑا گیا
end-no-moves-win = { $winner } جیتا: { $loser } کے پاس کوئی چال نہیں
end-no-moves = برابری: جس کی باری ہے اس کے پاس کوئی چال نہیں
end-lone-king-stalemate = برابری: اکیلے بادشاہ نے زچ کر دیا
end-lone-king-moves = { $winner } جیتا: { $loser } کے اکیلے بادشاہ نے برابری کیے بغیر اپنی چالیں چل لیں
end-lone-king-claim = برابری کا دعویٰ: اکیلے بادشاہ کے حریف نے برابری لی
end-boorj-win = { $winner } برج سے جیتا: { $loser } کا راجا اکیلا ہے
end-boorj = برابری: برج (اکیلا راجا) برابری گنا گیا
end-repetition = تکرار سے برابری
end-move-rule = چالوں کی گنتی کے قاعدے سے برابری
end-time = { $winner } جیتا: { $loser } کا وقت ختم
end-resignation = { $winner } جیتا: { $loser } نے ہار مانی
end-agreement = اتفاق سے برابری
end-abandoned-win = { $winner } جیتا: { $loser } کھیل چھوڑ گیا
end-abandoned = برابری: ایک کھلاڑی کھیل چھوڑ گیا
end-aborted = کھیل منسوخ ہوا
end-aborted-first-move = { $side } نے { $n } سیکنڈ میں پہلی چال نہیں چلی: کھیل منسوخ ہوا
end-aborted-by = { $side } نے دونوں طرفوں کی چال سے پہلے کھیل منسوخ کیا
end-claimed = { $reason } (دعوے سے)
grade-pawn-mate = پیادے کی دی ہوئی مات، جیت کا سب سے اونچا درجہ
grade-checkmate = مہرے کی دی ہوئی مات، جیت کا درمیانی درجہ
grade-boorj = جیت کا سب سے نچلا درجہ
end-draw = برابری

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } دن
   *[other] { $n } دن
}
clock-hours = { $n } گھنٹے
clock-minutes = { $n } منٹ
clock-seconds = { $n } سیکنڈ

## Choosing a promotion, Parsi's bonus move
cancel = منسوخ
promote-to = ترقی:
no-promotion = ترقی نہیں
promote-to-said = ترقی: { $pieces }؟
bonus-title = نیا گھوڑا ایک بار اور چل سکتا ہے: اسے بساط پر کسی نشان زدہ خانے پر لے جائیں، یا
bonus-stay = رکے
bonus-said = نیا گھوڑا ایک بار اور چل سکتا ہے، { $squares } پر، یا رک سکتا ہے۔

## Moves typed in the box
typed-ambiguous = '{ $text }' ایک سے زیادہ چال ہو سکتی ہے: جس خانے سے چلتی ہے وہ لکھیں
typed-none = کوئی جائز چال '{ $text }' نہیں لکھی جاتی

## The board by keyboard (read by screen readers)
board-role = بساط
board-help = بساط۔ تیر والی کلیدیں خانوں پر چلتی ہیں؛ Enter مہرہ اٹھاتا ہے، اور پھر Enter اسے چلتا ہے؛ Escape اسے چھوڑ دیتا ہے۔
kb-cannot-go = { $square }: { $from } کا مہرہ وہاں نہیں جا سکتا۔ چھوڑ دیا۔
kb-nothing = { $square }: یہاں چلانے کے لیے کچھ نہیں۔
kb-let-go = چھوڑ دیا۔
kb-empty = خالی
kb-man = { $side } { $piece }
kb-square = { $square }، { $what }
kb-plays-here = Enter اسے یہاں چلتا ہے
kb-help = تیر والی کلیدیں چلتی ہیں؛ Enter مہرہ اٹھاتا ہے۔
kb-picked = { $square } سے { $what } اٹھایا۔
kb-can-go = یہ { $squares } پر جا سکتا ہے۔
kb-free = کرسر کسی خانے پر لے جا کر Enter دبائیں۔
kb-no-move = ابھی اس کی کوئی چال نہیں۔

## Challenges (the header)
challenge-rated = ریٹڈ
challenge-casual = دوستانہ
challenge-you-play = آپ { $side } سے کھیلیں گے
challenge-accept = قبول کریں
challenge-why = رد کرنے کی وجہ
challenge-decline = رد کریں
challenge-later = بعد میں
challenge-you = آپ کو چیلنج کرتے ہیں
unlimited = بغیر گھڑی

## The lobby's lists
no-seeks = ابھی کوئی کھلی تلاش نہیں۔
no-games-in-progress = کوئی کھیل جاری نہیں۔
col-game = کھیل
col-player = کھلاڑی
col-time = وقت
col-mode = قسم
col-moves = چالیں
col-result = نتیجہ
changed = بدلا گیا:
rated-plain = ریٹڈ
cancel-seek-of = { $game } کی اپنی تلاش منسوخ کریں
imported = درآمد شدہ:
imported-title = فائل سے درآمد
diagram = تصویر
diagram-title = آخری حالت کی تصویر (PNG)
waiting-count = { $n ->
    [one] { $n } منتظر
   *[other] { $n } منتظر
}

## A refused action (the game page)
refused-over = کھیل ختم ہو چکا ہے۔
refused-not-started = کھیل شروع نہیں ہوا: دوسرے کھلاڑی کا انتظار ہے۔
refused-not-a-player = یہ صرف اس کھیل کے کھلاڑی کر سکتے ہیں۔
refused-not-your-turn = آپ کی چال نہیں ہے۔
refused-illegal = یہ چال یہاں قانونی نہیں۔
refused-stale = پوزیشن بدل گئی: کھیل دوبارہ لوڈ کریں اور پھر کوشش کریں۔
refused-changed = اسی لمحے کھیل بدل گیا: دوبارہ لوڈ کریں اور پھر کوشش کریں۔
refused-too-many = بہت درخواستیں: ایک لمحہ آہستہ۔
