# Слова сайта по-русски.

## The games
game-shatranj = Шатрандж
game-chaturanga-davidson = Чатуранга (Дэвидсон)
game-parsi = Парсийские шахматы
game-shatranj-kamil-64 = Шатрандж Камил (64)
game-great-shatranj = Большой шатрандж

## The header
nav-site = Сайт
menu = ☰ Меню
nav-play = Играть
nav-analysis = Анализ
nav-editor = Редактор
nav-problems = Задачи
nav-archive = Архив
nav-players = Игроки
nav-tv = ТВ
nav-tv-title = Избранная партия, в прямом эфире
nav-tournaments = Турниры
nav-engines = Движки
nav-rules = Правила
tournament-next-title = { $name }: следующий турнир
tournament-live-title = { $name }: идёт, присоединяйтесь
tournament-sr = Турнир { $name }:
tournament-in = через { $time }
tournament-live = идёт
settings = Настройки
settings-title = Набор фигур, светлые или тёмные страницы, язык
pieces-title = Набор фигур
set-figures = Фигурки
set-turned = Точёные
set-letters = Буквы
theme = Тема
theme-system = ◐ Системная
theme-light = ☀ Светлая
theme-dark = ☾ Тёмная
language = Язык
my-games = Мои партии
my-games-title = Ваши партии
your-turn-title = Партии, где ваш ход
challenges-for-you = Вызовы для вас
me-title = Ваш профиль, аккаунт и выход
your-account = Ваш аккаунт
profile = Профиль
account = Аккаунт
sign-out = Выйти
anon-me-title = Здесь ваше имя; измените его в аккаунте
sign-in = Войти
sign-up = Регистрация
