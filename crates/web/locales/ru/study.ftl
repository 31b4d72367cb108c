# Слова, которые пишут только сценарии учебных страниц (доска анализа, редактор, задачи).

## The analysis board
an-eval-title = Оценка (белые внизу)
an-step-start = Начало
an-step-back = Назад (←)
an-step-forward = Вперёд (→)
an-step-end = Конец линии
an-flip = ⇅ Перевернуть
an-still-loading = Позиция ещё загружается.
an-over = Ходов нет: в этой позиции партия окончена.
an-engine = Движок
an-where = Где думает движок
an-in-browser = в этом браузере
an-on-server = на сервере
an-moves = Ходы
an-position = Позиция
an-delete = Удалить отсюда
an-delete-title = Удалить этот ход и всё, что за ним
an-promote = Сделать главной линией
an-promote-title = Сделать этот вариант главной линией
an-fen-label = FEN показанной позиции
an-load = Загрузить
an-load-title = Анализировать FEN из поля
an-pgn-label = PGN анализа
an-pgn-download = Скачать PGN
an-edit = Изменить позицию
an-play-here = Играть отсюда
an-diagram = Скачать диаграмму
an-diagram-title = Картинка (PNG) показанной позиции, для страницы или печати
an-browser-stopped = Движок в этом браузере остановился; выберите «на сервере», чтобы продолжить.
an-browser-failed = Этот браузер не смог загрузить движок; вместо него анализирует сервер.
an-depth = глубина { $n }
an-speed = { $n } тыс. узлов/с
an-done = готово
an-off = выкл.
an-best = лучше
an-preferred = { $what }: движок предпочёл { $san }
an-explore = Двигайте фигуры, чтобы исследовать: каждый испробованный ход сохраняется, и варианты тоже.
an-table = Таблица эндшпилей
an-play-san = Сыграть { $san }
an-to-move = Ход: { $side }
an-to-move-check = Ход: { $side }, шах!
an-link-illegal = Ход из ссылки был невозможен и пропущен: { $text }
an-busy = Все движки сервера заняты: новая попытка через несколько секунд.

## The engine's scores ($how: one of the score-how words)
score-in = { $how } в { $n }
score-how-mate = мат
score-how-bare-king = голый король
score-how-stalemate = пат
score-how-king-taken = взятие короля
score-how-win = выигрыш

## The endgame tables' verdicts
tb-draw = Ничья
tb-draw-why = Ничья ({ $reason })
tb-has-won = { $side } выиграли ({ $how })
tb-wins = { $side } выигрывают: { $how } в { $n }
tb-move-draw = ничья
tb-move-draw-why = ничья ({ $reason })
tb-move-wins = выигрывает ({ $how })
tb-move-win-in = { $how } в { $n }
tb-move-loses = проигрывает ({ $how })
tb-move-loses-in = проигрывает: { $how } в { $n }
tb-how-checkmate = мат
tb-how-bare-king = голый король
tb-how-boorj = голый раджа
tb-how-stalemate = пат
tb-how-king-captured = взятие короля
tb-how-no-moves = лишение ходов
tb-how-lone-king-moves = десять ходов одинокого короля
tb-how-win = выигрыш
tb-why-counter-bared = голый король оголяет в ответ
tb-why-bare-kings = одни короли
tb-why-stalemate = пат
tb-why-lone-king-stalemate = пат от одинокого короля
tb-why-no-moves = нет ходов

## A finished game's review
rv-start = Разобрать партию
rv-finish = Закончить разбор
rv-progress = Оценка полухода { $n } из { $total }…
rv-inaccuracy = Неточность
rv-mistake = Ошибка
rv-blunder = Грубая ошибка
rv-inaccuracies = { $n ->
    [one] { $n } неточность
    [few] { $n } неточности
   *[many] { $n } неточностей
}
rv-mistakes = { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
   *[many] { $n } ошибок
}
rv-blunders = { $n ->
    [one] { $n } грубая ошибка
    [few] { $n } грубые ошибки
   *[many] { $n } грубых ошибок
}
rv-counts = { $inaccuracies }, { $mistakes }, { $blunders }
rv-side = { $side }: { $counts }
rv-side-accuracy = { $side }: точность { $accuracy }, { $counts }
rv-graph = График оценки: нажмите, чтобы перейти к ходу

## A problem
pr-take-back = Взять назад и попробовать снова
pr-retry = Начать заново
pr-show = Показать решение
pr-next = Следующая задача
pr-all = Все задачи
pr-wait = Дождитесь ответа движка.
pr-over = Задача окончена: возьмите ход назад, начните заново или посмотрите решение.
pr-no-moves = Ходов не сделано.
pr-engine-first = Первым ходит движок; вы играете за { $side }.
pr-your-move = Ваш ход: вы играете за { $side }.
pr-thinking = Движок думает…
pr-unreachable = Сайт недоступен.
pr-solution = Решение:
pr-longest = Самая долгая защита:
pr-second = Побочное решение:
pr-taken-back = Ход взят назад: попробуйте другой.
pr-unusable = Эту задачу нельзя сыграть в прочитанном виде (см. ниже).
pr-solved-here = Решено в этом браузере

## The position editor
ed-tray = Фигуры: { $side }
ed-eraser = Убирать фигуры: выберите это, затем нажимайте на фигуры
ed-side-to-move = Очередь хода
ed-unmoved = Ещё не ходили (от этого зависят двойные шаги и прыжок раджи)
ed-may-leap = Раджа ({ $side }) ещё может прыгнуть
ed-unmoved-piece = { $piece } ({ $side }) на { $square }
ed-lone-count = Ходов, сделанных одиноким королём:
ed-halfmoves = Ходов без взятий и ходов пешками
ed-move-number = Номер хода
ed-start = Начальная позиция
ed-clear = Очистить доску
ed-load-title = Расставить доску по FEN из поля
ed-copy = Копировать FEN
ed-copied = Скопировано
ed-analyse = Анализировать
ed-play-engine = Играть с движком
ed-invite = Пригласить друга
ed-offline = Играть с движком без сети
ed-board-help = Доска. Стрелки перемещают по полям; буква фигуры ставит её туда (заглавная — белые, строчная — чёрные), Delete очищает поле; Enter берёт фигуру, повторный Enter её передвигает.
ed-unreachable = сайт недоступен
ed-finished = Законченная позиция: { $result }, { $reason }
ed-legal = Возможная позиция: ход — { $side }.
ed-legal-check = Возможная позиция: ход — { $side }, шах.
ed-not-position = Не позиция игры «{ $game }»: { $text }

## Playing the engine offline
off-side = Ваша сторона
off-you-play = Вы играете: { $side }
off-level = Время движка на ход
off-quick = быстро: 0,2 с на ход
off-steady = спокойно: 1 с на ход
off-strong = сильно: 3 с на ход
off-new = Новая партия
off-loading = Партия ещё загружается.
off-over = Партия окончена: начните новую.
off-engine-move = Ход движка.
off-well-played = Хорошо сыграно!
off-your-move = Ваш ход ({ $side })
off-your-move-check = Ваш ход ({ $side }): шах!
off-you-played = Вы сыграли { $san }.
off-engine-played = Движок сыграл { $san }.
off-failed = Движок дал сбой.
off-cannot = Этот браузер не может запустить здесь движок: { $text }

## Importing games
im-read = Прочитано файлов: { $n } ({ $num } КиБ).

## What is wrong with a FEN (the editor, the analysis board, the lobby's start position).
fen-error = В поле «{ $field }» FEN, на символе { $at }: { $problem }
fen-error-found = В поле «{ $field }» FEN, на символе { $at } («{ $found }»): { $problem }
fen-impossible = Такая позиция не может возникнуть: { $problem }
fen-field-board = доска (поле 1)
fen-field-turn = очередь хода (поле 2)
fen-field-flags = отметки (поле 3)
fen-field-en-passant = взятие на проходе (поле 4)
fen-field-halfmove = счётчик полуходов (поле 5)
fen-field-fullmove = номер хода (поле 6)
fen-field-lone-counts = счёт одинокого короля (поле 7)
fen-field-extra = конец
fen-field-position = позиция
fen-rank-count = дано горизонталей: { $given }; на доске их { $ranks }.
fen-zero-run = число пустых полей начинается с 1.
fen-rank-overfull = на горизонтали { $rank } больше { $files } полей.
fen-not-board-text = здесь ожидалась буква фигуры, цифра или «/».
fen-unknown-letter = ни одна фигура этой игры не обозначается этой буквой.
fen-rank-short = на горизонтали { $rank } полей: { $squares }; на доске вертикалей: { $files }.
fen-too-long = длина этого FEN — { $len } символов; ни одной позиции этих игр не нужно больше { $max }.
fen-empty = FEN пуст.
fen-no-turn = его нет; напишите w (ход белых) или b (ход чёрных).
fen-bad-turn = напишите w (ход белых) или b (ход чёрных).
fen-en-passant = в этих играх нет взятия на проходе; напишите «-».
fen-halfmove-too-large = счётчик полуходов слишком велик.
fen-not-a-number = ожидалось число.
fen-move-zero = номера ходов начинаются с 1.
fen-move-too-large = номер хода слишком велик.
fen-after-move-number = после номера хода ничего не может быть.
fen-unexpected-text = этого здесь не ожидалось: после очереди хода идут отметки («-»), счётчик полуходов и номер хода.
fen-after-last-field = после последнего поля ничего не может быть.
fen-open-holdings = скобка фигур в запасе должна закрываться «]» в конце доски.
fen-unknown-holding-letter = ни одна фигура этой игры не обозначается этой буквой (среди фигур в запасе).
fen-no-flags = в этой игре нет ни рокировки, ни отметок; напишите «-» (поле рокировки шахмат, например KQkq, тоже принимается и не учитывается).
fen-chess-castling = в этой игре нет рокировки: это поле перечисляет вертикали старших фигур, которые ещё не ходили, и L или l для ещё возможного прыжка короля (в начале: { $start }).
fen-leap-twice = прыжок указан дважды.
fen-bad-flag = ожидалась буква вертикали старшей фигуры, которая ещё не ходила (заглавная для белых, строчная для чёрных), или L либо l для прыжка.
fen-flag-twice = эта отметка указана дважды.
fen-no-master-piece = на { $square } нет старшей фигуры стороны «{ $side }».
fen-bad-lone-side = ожидались w или b и число, как в w0b3.
fen-no-count = ожидалось число.
fen-count-too-large = счёт не больше 63.
fen-not-lone = король стороны «{ $side }» не одинок, поэтому его счёт должен быть 0.
fen-off-board = фигура стоит вне доски.
fen-two-men = на { $square } стоят две фигуры.
fen-kings = у стороны «{ $side }» королей: { $count }.
fen-no-king = у стороны «{ $side }» нет короля.
fen-unpromoted = пешка стороны «{ $side }» стоит на { $square }, где она уже должна была превратиться.
fen-out-of-turn-check = сторона, чей ход не сейчас («{ $side }»), под шахом.

## The analysis board's refusals
an-move-illegal = Ход { $n } этой линии невозможен в своей позиции.
an-line-too-long = Линия слишком длинна для доски.
an-too-many = Слишком много запросов: немного медленнее.
an-failed = Движок не смог проанализировать эту позицию.

## The puzzle trainer
pz-title = Пазлы
pz-lead = Найдите лучший ход. Каждый пазл взят из настоящей партии этих игр, а его вариант проверен более глубоким поиском; ваш рейтинг пазлов растёт, когда вы решаете пазл с первой попытки, и падает, когда ошибаетесь.
pz-count = { $n ->
    [one] { $n } пазл
    [few] { $n } пазла
   *[other] { $n } пазлов
}
pz-your-rating = Ваш рейтинг пазлов: { $rating }
pz-train = Тренироваться
pz-streak = Серия
pz-storm = Шторм
pz-by-theme = По темам
pz-daily = Пазл дня
pz-to-move = Ход: { $side }
pz-historical = Задачи старых мастеров
pz-historical-help = Мансубы арабских рукописей и книга Альфонсо X, с источниками и тем, что движок доказал о каждой.
pz-historical-go = Открыть задачи
pz-yours = Ваши пазлы
pz-history = Сыгранные пазлы
pz-dashboard = Ваши темы
pz-dashboard-lead = Как часто вы решали каждый вид пазлов с первой попытки: тренируйте темы, в которых ошибаетесь.
pz-visitor = Ваши рейтинги пазлов хранятся в этом браузере. С учётной записью они будут с вами везде, вместе с историей и темами.
pz-sign-up = Создать учётную запись
pz-none = Такого пазла нет
pz-all = Все пазлы
pz-of = Пазлы: { $game }
pz-theme-of = { $game }: { $theme }
pz-streak-of = Серия пазлов: { $game }
pz-storm-of = Шторм пазлов: { $game }
pz-history-none = Вы ещё не сыграли ни одного пазла.
pz-solved-mark = Решён
pz-failed-mark = Ошибка
pz-older = Более ранние пазлы
pz-theme = Тема
pz-any-theme = Любая тема
pz-tried = Сыграно
pz-accuracy = Решено с первой попытки
pz-percent = { $n } %
pz-find = Найдите лучший ход за { $side }.
pz-opponent-played = Соперник сыграл { $san }. Найдите лучший ход за { $side }.
pz-right = Верно!
pz-right-reply = Верно. Соперник отвечает { $san }: продолжайте.
pz-solved = Решено!
pz-wrong = Это не тот ход. Попробуйте ещё раз или посмотрите решение.
pz-again = Ещё раз: найдите лучший ход.
pz-retry = Вернуть ход и попробовать снова
pz-show = Показать решение
pz-the-solution = Решение:
pz-solution-was = Решение: { $line }.
pz-next = Следующий пазл
pz-analyse = Изучить на доске анализа
pz-vote-up = Хороший пазл
pz-vote-down = Слабый пазл
pz-voted = Спасибо за ваш голос.
pz-rating-change = Ваш рейтинг пазлов: { $rating } ({ $diff })
pz-not-rated = Без рейтинга: вы уже играли этот пазл.
pz-puzzle-rating = Рейтинг пазла { $rating }, сыгран { $plays ->
    [one] { $plays } раз
    [few] { $plays } раза
   *[other] { $plays } раз
}.
pz-themes-are = Темы: { $themes }
pz-streak-help = Решайте пазлы, которые становятся всё сложнее. Без часов и рейтинга: первая ошибка заканчивает серию.
pz-storm-help = Три минуты: решите как можно больше пазлов. Ошибка стоит вам только этого пазла.
pz-start = Начать
pz-streak-score = Серия: { $n }
pz-storm-score = Решено: { $n }
pz-best = Ваш рекорд в этом браузере: { $n }
pz-run-over = Конец: решено { $n }.
pz-run-again = Сыграть ещё
pz-theme-mate = Мат
pz-theme-mate-in-1 = Мат в 1 ход
pz-theme-mate-in-2 = Мат в 2 хода
pz-theme-mate-in-3 = Мат в 3 хода
pz-theme-mate-in-4-plus = Мат в 4 хода и больше
pz-theme-bare-king = Голый король
pz-theme-stalemate-win = Пат выигрывает
pz-theme-king-capture = Взятие короля
pz-theme-forced-win = Форсированный выигрыш
pz-theme-advantage = Преимущество
pz-theme-crushing = Сокрушительно
pz-theme-defensive-move = Защитный ход
pz-theme-counter-baring = Ответное оголение
pz-theme-promotion = Превращение
pz-theme-fork = Вилка
pz-theme-pin = Связка
pz-theme-skewer = Сквозной удар
pz-theme-discovered-attack = Вскрытое нападение
pz-theme-raja-leap = Прыжок короля
pz-theme-sacrifice = Жертва
pz-theme-lone-king-count = Счёт одинокого короля
pz-theme-endgame = Эндшпиль
pz-theme-one-move = Один ход
pz-theme-short = Короткий
pz-theme-long = Длинный

## The game designer's script
design-new-piece = Новая фигура
design-piece-name = Название
design-piece-letter = Буква
design-piece-figure = Изображение
design-piece-disc = диск с её буквой
design-piece-betza = Ходы (Бетца)
design-piece-value = Ценность (пешка — 100)
design-piece-royal = Королевская (король)
design-piece-pawn = Пешка (превращается)
design-piece-remove = Убрать эту фигуру
design-estimated = оценка { $value }
design-reach = С отмеченного поля: ходов на { $moves } полей, взятий на { $captures }, только первым ходом — { $initial }
design-legend = Точка: ходит туда. Кольцо: бьёт там. Оба: закрашенное кольцо. Квадрат: только первым ходом.
design-ready = Ваша игра готова: { $moves } допустимых первых ходов (последовательностей ходов от начала: { $perft }).
design-wrong = Это ещё не игра: см. ошибку, отмеченную ниже.
design-text-empty = Сначала вставьте файл варианта или раздел Fairy-Stockfish.
design-read-warnings = Прочитано; не удалось сохранить настроек: { $count }:

## The designer: saving on the site
design-saving = Сохранение…
design-saved = Сохранено как версия { $version }. Открываем страницу…
design-not-saved = Не сохранено:
design-not-saved-network = Не сохранено: сайт недоступен. Черновик остаётся в этом браузере.

## The designer: the start on a board
design-clear-board = Очистить доску
