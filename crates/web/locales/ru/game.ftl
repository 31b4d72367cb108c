# The game page's own words.

## The game page
round-resize = Размер доски: тяните или используйте стрелки; двойной щелчок — лучший размер
round-resize-title = Тяните, чтобы изменить размер доски (двойной щелчок: по окну)
step-first = Первый ход
step-prev = Предыдущий ход
step-next = Следующий ход
step-last = Последний ход
board-settings = Доска
notation-label = Запись
sound-on = Звук включён
sound-off = Звук выключен
colours-label = Цвета
coordinates = Координаты
style-label = Вид
confirm-correspondence = Подтверждать ходы по переписке
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
abort-confirm = Отменить партию? Нажмите ещё раз для подтверждения
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
tournament-return = Возврат в турнир через 3 секунды…
stay-here = Остаться
copied = Скопировано
check = шах!
check-king-capture = король атакован (его могут взять)
aborted = Отменена
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
refused-over = Партия окончена.
refused-not-started = Партия не началась: она ждёт второго игрока.
refused-not-a-player = Это могут делать только игроки этой партии.
refused-not-your-turn = Сейчас не ваш ход.
refused-illegal = Этот ход здесь невозможен.
refused-stale = Позиция изменилась: перезагрузите партию и попробуйте снова.
refused-changed = Партия изменилась в тот же момент: перезагрузите её и попробуйте снова.
refused-too-many = Слишком много запросов: чуть помедленнее.
refused-chat-length = В строке чата от 1 до 500 знаков.
refused-chat-sign-in = Войдите, чтобы переписываться с другими зрителями.
refused-chat-full = Чат этой партии заполнен ({ $n } строк).
refused-chat-slow = Помедленнее: не больше { $n } строк чата за { $s } секунд.
refused-berserk-late = Берсерк возможен только до вашего первого хода и при живых часах.
refused-berserk-already = Вы уже выбрали берсерк.
refused-abort-late = Партию можно прервать, только пока обе стороны не сделали ход: вместо этого сдайтесь.
refused-engine-no-draw = Движок играет дальше: он не принимает предложений ничьей.
refused-no-draw-offer = Нет предложения ничьей, которое можно принять.
refused-no-takeback-move = У вас нет хода, который можно взять назад.
refused-no-takeback-offer = Нет просьбы взять ход назад, которую можно принять.
refused-claim-wait = Соперник должен отсутствовать { $n } секунд, прежде чем вы сможете потребовать партию.
refused-claim-opponent-here = У соперника открыта партия: требовать нечего.
refused-more-time-live = Добавить время можно только в партии с живыми часами.
refused-no-draw-claim = Правила не дают вам права требовать ничью в этой позиции.
refused-no-win-claim = Правила не дают вам права требовать победу в этой позиции.
