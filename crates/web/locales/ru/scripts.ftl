# Слова, которые пишут скрипты страниц, по-русски.

## The games
game-shatranj = Шатрандж
game-chaturanga-davidson = Чатуранга (Дэвидсон)
game-parsi = Парсийские шахматы
game-shatranj-kamil-64 = Шатрандж Камил (64)
game-great-shatranj = Большой шатрандж

## Sides
side-white = Белые
side-black = Чёрные
side-white-lower = белый
side-black-lower = чёрный

## The game page
round-resize = Размер доски: тяните или используйте стрелки; двойной щелчок — лучший размер
round-resize-title = Тяните, чтобы изменить размер доски (двойной щелчок: по окну)
step-first = Первый ход
step-prev = Предыдущий ход
step-next = Следующий ход
step-last = Последний ход
flip = Перевернуть доску
board-settings = Доска
board-style = Вид доски
style-checkered = клетчатая
style-plain = однотонная
style-ashtapada = аштапада
notation = Запись ходов
notation-label = Запись
sound-on = Звук включён
sound-off = Звук выключен
board-colours = Цвета доски
colours-label = Цвета
colour-wood = Дерево
colour-sand = Песок
colour-green = Зелёный
colour-blue = Синий
colour-grey = Серый
coordinates = Координаты
style-label = Вид
confirm-correspondence = Подтверждать ходы по переписке
moves = Ходы
move-placeholder = Введите ход: e3, Nf3, e2e3
move-label = Введите ход (SAN, например Nf3, или поля, например e2e3)
chat = Чат
chat-spectators = Чат зрителей
chat-placeholder = Скажите что-нибудь…
chat-label = Сообщение в чат
chat-send = Отправить
chat-sign-in = Войдите,
chat-sign-in-after = чтобы общаться с другими зрителями.
confirm-move-label = Подтвердите ход
not-connected-move = Нет связи: ваш ход не отправлен. Страница переподключается; тогда сыграйте его снова.
not-connected = Нет связи: ничего не отправлено. Страница переподключается.
confirm-play = Сыграть { $san }
confirm-take-back = Вернуть
confirm-send = Ваш ход: { $san }. Отправить?
first-move-you = { $n ->
    [one] У вас { $n } секунда на первый ход, иначе партия отменяется. Часы пойдут после обоих первых ходов.
    [few] У вас { $n } секунды на первый ход, иначе партия отменяется. Часы пойдут после обоих первых ходов.
   *[other] У вас { $n } секунд на первый ход, иначе партия отменяется. Часы пойдут после обоих первых ходов.
}
first-move-other = { $n ->
    [one] У стороны «{ $side }» { $n } секунда на первый ход, иначе партия отменяется. Часы пойдут после обоих первых ходов.
    [few] У стороны «{ $side }» { $n } секунды на первый ход, иначе партия отменяется. Часы пойдут после обоих первых ходов.
   *[other] У стороны «{ $side }» { $n } секунд на первый ход, иначе партия отменяется. Часы пойдут после обоих первых ходов.
}
your-opponent = Ваш соперник
absent-ready = { $name } покинул партию. Можно потребовать победу, объявить ничью или подождать.
absent-wait = { $n ->
    [one] { $name } покинул партию. Если он не вернётся, через { $n } секунду можно потребовать победу.
    [few] { $name } покинул партию. Если он не вернётся, через { $n } секунды можно потребовать победу.
   *[other] { $name } покинул партию. Если он не вернётся, через { $n } секунд можно потребовать победу.
}
reconnect-now = Подключиться
reconnecting = Переподключение…
connection-lost = { $n ->
    [one] Связь с сервером потеряна; ходить нельзя, пока она не вернётся. Следующая попытка через { $n } секунду.
    [few] Связь с сервером потеряна; ходить нельзя, пока она не вернётся. Следующая попытка через { $n } секунды.
   *[other] Связь с сервером потеряна; ходить нельзя, пока она не вернётся. Следующая попытка через { $n } секунд.
}
offer-draw-them = { $name } предлагает ничью.
offer-draw-you = Вы предложили ничью; ждём ответа.
offer-takeback-them = { $name } просит вернуть последний ход.
offer-takeback-you = Вы попросили вернуть ход; ждём ответа.
claim-victory = Потребовать победу
call-draw = Объявить ничью
abort = Отменить
abort-confirm = Отменить партию? Нажмите ещё раз для подтверждения
resign = Сдаться
resign-confirm = Сдаться? Нажмите ещё раз для подтверждения
draw-accept = Принять ничью
draw-decline = Отклонить ничью
draw-offered = Ничья предложена
draw-offer = Предложить ничью
draw-offer-confirm = Предложить ничью? Нажмите ещё раз для подтверждения
takeback-accept = Разрешить возврат
takeback-decline = Отклонить возврат
takeback-asked = Возврат запрошен
takeback-offer = Попросить вернуть ход
more-time = Дать 15 с
more-time-title = Дать { $name } 15 секунд
claim-draw = Потребовать ничью
claim-win = Потребовать победу
claim-draw-help = Другой король одинок: правила позволяют взять ничью сейчас, не пытаясь выиграть.
claim-win-help = Одинокий король израсходовал все ходы, что дают ему правила для ничьей: можно потребовать победу.
rematch-play = Играть реванш
rematch-offered-them = { $name } предлагает реванш.
rematch-accept = Принять реванш
decline = Отклонить
rematch-waiting = Реванш предложен: ждём ответа { $name }.
rematch-declined = Реванш отклонён.
rematch = Реванш
rematch-offer = Предложить реванш
rematch-title = Та же партия, цвета меняются
new-game = Новая партия
tournament-return = Возврат в турнир через 3 секунды…
stay-here = Остаться
copied = Скопировано
copy = Копировать
check = шах!
check-king-capture = король атакован (его могут взять)
aborted = Отменена
rated = Рейтинговая, { $speed }
casual = Товарищеская
speed-bullet = пуля
speed-blitz = блиц
speed-rapid = рапид
speed-classical = классика
speed-correspondence = по переписке
watching = { $n ->
    [one] { $n } зритель
    [few] { $n } зрителя
   *[other] { $n } зрителей
}
notify-title = Сообщать о ходе соперника, пока эта страница в фоне
notify = Сообщать о ходах
notify-blocked = Уведомления этого сайта запрещены в вашем браузере.
notify-your-turn = { $san }: ваш ход
notify-a-move = Ход: ваша очередь
notify-moved = { $game }: { $name } сделал ход
not-your-move = Сейчас не ваш ход.

## Seats, status, titles (the game page)
seat-waiting = ждём игрока…
presence-here = здесь
presence-away = отошёл
presence-here-title = { $name } на странице партии
presence-away-title = { $name } не на странице партии
clock-of = Часы: { $side }
material-ahead = Перевес { $n } в пешках движка
status-open = Ждём, пока присоединится соперник.
status-over = Партия окончена: { $result }
status-your-move = Ваш ход
status-to-move = Ход: { $side }
status-engine = Движок думает…
your-rating = Ваш рейтинг
title-open = Ждём соперника
title-your-turn = Ваш ход
title-waiting-for = Ждём: { $name }
the-opponent = соперника
said-played = { $side }: { $san }.
said-over = Партия окончена: { $result }, { $reason }
said-your-move = Ваш ход.

## How games end ($winner and $loser: side-white or side-black)
end-checkmate = { $winner } выиграли: { $loser } получили мат
end-stalemate-win = { $winner } выиграли: { $loser } в пате и проигрывают
end-stalemate = Ничья: пат
end-bare-king = { $winner } выиграли: король стороны «{ $loser }» оголён
end-counter-bared = Ничья: оголённый король оголил и другого короля
end-bare-kings = Ничья: остались только два короля
end-king-captured = { $winner } выиграли: король стороны «{ $loser }» взят
end-no-moves-win = { $winner } выиграли: у стороны «{ $loser }» нет ходов
end-no-moves = Ничья: у стороны, чей ход, нет ходов
end-lone-king-stalemate = Ничья: одинокий король поставил пат
end-lone-king-moves = { $winner } выиграли: одинокий король стороны «{ $loser }» израсходовал ходы, не добившись ничьей
end-lone-king-claim = Ничья по требованию: соперник одинокого короля взял ничью
end-boorj-win = { $winner } выиграли бурджем: раджа стороны «{ $loser }» оголён
end-boorj = Ничья: бурдж (оголённый раджа) засчитан ничьей
end-repetition = Ничья повторением
end-move-rule = Ничья по правилу числа ходов
end-time = { $winner } выиграли: у стороны «{ $loser }» кончилось время
end-resignation = { $winner } выиграли: { $loser } сдались
end-agreement = Ничья по соглашению
end-abandoned-win = { $winner } выиграли: { $loser } покинули партию
end-abandoned = Ничья: игрок покинул партию
end-aborted = Партия отменена
end-aborted-first-move = { $side } не сделали первый ход за { $n } секунд: партия отменена
end-aborted-by = { $side } отменили партию до первых ходов обеих сторон
end-claimed = { $reason } (по требованию)
grade-pawn-mate = мат пешкой, высшая степень победы
grade-checkmate = мат фигурой, средняя степень победы
grade-boorj = низшая степень победы
end-draw = Ничья

## Clocks (correspondence)
clock-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[other] { $n } дней
}
clock-hours = { $n } ч
clock-minutes = { $n } мин
clock-seconds = { $n } с

## Choosing a promotion, Parsi's bonus move
cancel = Отмена
promote-to = Превратить в:
no-promotion = без превращения
promote-to-said = Превратить в: { $pieces }?
bonus-title = Новый конь может пойти ещё раз: передвиньте его на отмеченное поле, или
bonus-stay = Остаться
bonus-said = Новый конь может пойти ещё раз, на { $squares }, или остаться.

## Moves typed in the box
typed-ambiguous = «{ $text }» может означать несколько ходов: добавьте поле, откуда ход
typed-none = нет допустимого хода, записанного как «{ $text }»

## The board by keyboard (read by screen readers)
board-role = доска
board-help = Доска. Стрелки ведут по полям; Enter берёт фигуру, ещё раз Enter делает ход; Escape отпускает её.
kb-cannot-go = { $square }: фигура с { $from } не может пойти сюда. Отпущена.
kb-nothing = { $square }: здесь нечем ходить.
kb-let-go = Отпущена.
kb-empty = пусто
kb-man = { $piece } ({ $side })
kb-square = { $square }, { $what }
kb-plays-here = Enter сделает ход сюда
kb-help = Стрелки двигают; Enter берёт фигуру.
kb-picked = { $what } на { $square } взята.
kb-can-go = Может пойти на { $squares }.
kb-free = Передвиньте курсор на поле и нажмите Enter.
kb-no-move = Сейчас у неё нет хода.

## Challenges (the header)
challenge-rated = рейтинговая
challenge-casual = товарищеская
challenge-you-play = вы играете: { $side }
challenge-accept = Принять
challenge-why = Почему вы отказываете
challenge-decline = Отклонить
challenge-later = Позже
challenge-you = вызывает вас
unlimited = без часов

## The lobby's lists
no-seeks = Сейчас открытых заявок нет.
no-games-in-progress = Идущих партий нет.
col-game = Игра
col-player = Игрок
col-time = Время
col-mode = Вид
col-moves = Ходы
col-result = Результат
changed = Изменено:
rated-plain = Рейтинговая
cancel-seek-of = Отменить вашу заявку: { $game }
imported = импорт:
imported-title = Импортирована из файла
diagram = диаграмма
diagram-title = Картинка (PNG) итоговой позиции
waiting-count = { $n ->
    [one] { $n } ждёт
    [few] { $n } ждут
   *[other] { $n } ждут
}

## A refused action (the game page)
refused-over = Партия окончена.
refused-not-started = Партия не началась: она ждёт второго игрока.
refused-not-a-player = Это могут делать только игроки этой партии.
refused-not-your-turn = Сейчас не ваш ход.
refused-illegal = Этот ход здесь невозможен.
refused-stale = Позиция изменилась: перезагрузите партию и попробуйте снова.
refused-changed = Партия изменилась в тот же момент: перезагрузите её и попробуйте снова.
refused-too-many = Слишком много запросов: чуть помедленнее.
