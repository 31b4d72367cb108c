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
flip = بساط پلٹیں
board-style = بساط کا انداز
style-checkered = خانے دار
style-plain = سادہ
style-ashtapada = اشٹاپد
notation = چالیں لکھنے کا طریقہ
board-colours = بساط کے رنگ
colour-wood = لکڑی
colour-sand = ریت
colour-green = سبز
colour-blue = نیلا
colour-grey = سرمئی
moves = چالیں
move-placeholder = چال لکھیں: e3، Nf3، e2e3
move-label = چال لکھیں (SAN میں جیسے Nf3، یا خانوں سے جیسے e2e3)
chat = گفتگو
reconnecting = دوبارہ جڑ رہا ہے…
abort = منسوخ کریں
resign = ہار مانیں
more-time = ۱۵ سیکنڈ دیں
new-game = نیا کھیل
copy = نقل کریں
rated = ریٹڈ، { $speed }
casual = دوستانہ

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

