<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AddTokensDialog</name>
    <message>
        <source>Add tokens to {name}</source>
        <translation>Добавить токены в {name}</translation>
    </message>
    <message>
        <source>One token a line, e.g. &lt;|user|&gt;</source>
        <translation>По одному токену в строке, например &lt;|user|&gt;</translation>
    </message>
    <message>
        <source>Special (never split, skipped when decoding)</source>
        <translation>Специальный (никогда не разбивается, пропускается при декодировании)</translation>
    </message>
    <message>
        <source>Only as a whole word</source>
        <translation>Только как целое слово</translation>
    </message>
    <message>
        <source>Takes the spaces on its left</source>
        <translation>Забирает пробелы слева</translation>
    </message>
    <message>
        <source>Takes the spaces on its right</source>
        <translation>Забирает пробелы справа</translation>
    </message>
    <message>
        <source>Matched in the normalized text</source>
        <translation>Ищется в нормализованном тексте</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Токены:</translation>
    </message>
    <message>
        <source>Type the tokens to add, one a line.</source>
        <translation>Введите токены для добавления, по одному в строке.</translation>
    </message>
    <message>
        <source>Added: {ids}</source>
        <translation>Добавлены: {ids}</translation>
    </message>
    <message>
        <source>{name} with tokens</source>
        <translation>{name} с токенами</translation>
    </message>
</context>
<context>
    <name>BpeComparison</name>
    <message>
        <source>Compare with BPE merges</source>
        <translation>Сравнить со слияниями BPE</translation>
    </message>
    <message>
        <source>Train the vocabulary of BPE merges that the tokenizers library&apos;s WordPiece trainer learns from the same words, and compare the tokens per word (a second training, in the background)</source>
        <translation>Обучить словарь из слияний BPE, который тренер WordPiece из библиотеки tokenizers выучивает на тех же словах, и сравнить число токенов на слово (второе обучение, в фоне)</translation>
    </message>
    <message>
        <source>Comparing with BPE merges…</source>
        <translation>Сравнение со слияниями BPE…</translation>
    </message>
    <message>
        <source>Comparison failed</source>
        <translation>Сравнение не удалось</translation>
    </message>
</context>
<context>
    <name>CompareRows</name>
    <message>
        <source>&lt;code&gt;{token}&lt;/code&gt; id {id}</source>
        <translation>&lt;code&gt;{token}&lt;/code&gt;, id {id}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Compare models</source>
        <translation>Сравнение моделей</translation>
    </message>
    <message>
        <source>Tick 2 to 4 models</source>
        <translation>Отметьте от 2 до 4 моделей</translation>
    </message>
    <message>
        <source>One row of tokens per model, each character at the same place in every row; highlighted: where they disagree</source>
        <translation>По строке токенов на модель, каждый символ на одном и том же месте во всех строках; подсвечено то, в чём модели расходятся</translation>
    </message>
    <message>
        <source>Tick 2 to 4 models to compare.</source>
        <translation>Отметьте от 2 до 4 моделей для сравнения.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Characters per token</source>
        <translation>Символов на токен</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестные</translation>
    </message>
    <message numerus="yes">
        <source>%Ln span(s) where the models disagree</source>
        <translation>
            <numerusform>%Ln фрагмент, где модели расходятся</numerusform>
            <numerusform>%Ln фрагмента, где модели расходятся</numerusform>
            <numerusform>%Ln фрагментов, где модели расходятся</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusPanel</name>
    <message>
        <source>Corpus files</source>
        <translation>Файлы корпуса</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>&amp;Добавить файлы…</translation>
    </message>
    <message>
        <source>Add text (.txt), JSON lines (.jsonl) or gzip files</source>
        <translation>Добавить текст (.txt), JSON Lines (.jsonl) или файлы gzip</translation>
    </message>
    <message>
        <source>Add fol&amp;der…</source>
        <translation>Добавить п&amp;апку…</translation>
    </message>
    <message>
        <source>Add every corpus file below a folder</source>
        <translation>Добавить все файлы корпуса из папки и её подпапок</translation>
    </message>
    <message>
        <source>Rem&amp;ove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>Remove the selected files from the project</source>
        <translation>Убрать выбранные файлы из проекта</translation>
    </message>
    <message>
        <source>Normalizer and pre-tokenizer</source>
        <translation>Нормализатор и претокенизатор</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Unicode normalization form, BERT&apos;s normalizer (cased or not) or SentencePiece&apos;s compiled rules (spm-), applied first (default: none)</source>
        <translation>Форма нормализации Unicode, нормализатор BERT (с учётом регистра или без) или скомпилированные правила SentencePiece (spm-); применяется первым (по умолчанию: нет)</translation>
    </message>
    <message>
        <source>Lowercase</source>
        <translation>Нижний регистр</translation>
    </message>
    <message>
        <source>Lowercase all text (default: off)</source>
        <translation>Перевести весь текст в нижний регистр (по умолчанию: выкл.)</translation>
    </message>
    <message>
        <source>Strip accents</source>
        <translation>Убрать диакритику</translation>
    </message>
    <message>
        <source>Remove combining accents after NFD (default: off)</source>
        <translation>Удалить комбинируемые диакритические знаки после NFD (по умолчанию: выкл.)</translation>
    </message>
    <message>
        <source>Default for the algorithm</source>
        <translation>По умолчанию для алгоритма</translation>
    </message>
    <message>
        <source>A line of text to preview the settings on</source>
        <translation>Строка текста, на которой видно действие настроек</translation>
    </message>
    <message>
        <source>Normalizer</source>
        <translation>Нормализатор</translation>
    </message>
    <message>
        <source>Pre-tokenizer</source>
        <translation>Претокенизатор</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>После нормализации</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Слова</translation>
    </message>
    <message>
        <source>Cou&amp;nt words</source>
        <translation>Подс&amp;читать слова</translation>
    </message>
    <message>
        <source>Read the corpus and count its words with these settings</source>
        <translation>Прочитать корпус и подсчитать его слова с этими настройками</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Not counted yet.</source>
        <translation>Слова ещё не подсчитаны.</translation>
    </message>
    <message>
        <source>Counts are out of date: &lt;a href=&quot;count&quot;&gt;Count again&lt;/a&gt;</source>
        <translation>Подсчёт устарел: &lt;a href=&quot;count&quot;&gt;подсчитать заново&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The files, the normalizer or the pre-tokenizer changed since these words were counted</source>
        <translation>Файлы, нормализатор или претокенизатор изменились после подсчёта слов</translation>
    </message>
    <message>
        <source>Filter words…</source>
        <translation>Фильтр слов…</translation>
    </message>
    <message>
        <source>Show only the words that contain this text, ignoring case (default: all words)</source>
        <translation>Показывать только слова, содержащие этот текст, без учёта регистра (по умолчанию: все слова)</translation>
    </message>
    <message>
        <source>Double-click a word to see why the current model splits it so</source>
        <translation>Дважды щёлкните слово, чтобы увидеть, почему текущая модель разбивает его именно так</translation>
    </message>
    <message>
        <source>word length (characters)</source>
        <translation>длина слова (символов)</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>различных слов</translation>
    </message>
    <message>
        <source>Add corpus files</source>
        <translation>Добавить файлы корпуса</translation>
    </message>
    <message>
        <source>Corpus files (*.txt *.text *.md *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>Файлы корпуса (*.txt *.text *.md *.jsonl *.ndjson *.gz);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Add a corpus folder</source>
        <translation>Добавить папку корпуса</translation>
    </message>
    <message>
        <source>Some files were not added</source>
        <translation>Некоторые файлы не добавлены</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>{size} B</source>
        <translation>{size} Б</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid UTF-8 sequence(s) replaced</source>
        <translation>
            <numerusform>заменена %Ln недопустимая последовательность UTF-8</numerusform>
            <numerusform>заменены %Ln недопустимые последовательности UTF-8</numerusform>
            <numerusform>заменено %Ln недопустимых последовательностей UTF-8</numerusform>
        </translation>
    </message>
    <message>
        <source>custom: {names}</source>
        <translation>свой: {names}</translation>
    </message>
    <message>
        <source>No corpus</source>
        <translation>Нет корпуса</translation>
    </message>
    <message>
        <source>Add corpus files first.</source>
        <translation>Сначала добавьте файлы корпуса.</translation>
    </message>
    <message>
        <source>Counting cancelled.</source>
        <translation>Подсчёт отменён.</translation>
    </message>
    <message>
        <source>Counting failed.</source>
        <translation>Подсчёт не удался.</translation>
    </message>
    <message>
        <source>Counting failed</source>
        <translation>Подсчёт не удался</translation>
    </message>
    <message>
        <source>{bytes} bytes, {lines} lines, {words} words, {unique} unique words, alphabet of {alphabet} characters</source>
        <translation>Байт: {bytes}, строк: {lines}, слов: {words}, различных слов: {unique}, символов в алфавите: {alphabet}</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>поиск…</translation>
    </message>
    <message>
        <source>{shown} of {total} words</source>
        <translation>{shown} из {total} слов</translation>
    </message>
</context>
<context>
    <name>EvaluateView</name>
    <message>
        <source>Evaluate models</source>
        <translation>Оценка моделей</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>&amp;Добавить файлы…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>The language premiums are relative to</source>
        <translation>Языковая надбавка считается относительно</translation>
    </message>
    <message>
        <source>Tokens per word</source>
        <translation>Токенов на слово</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Characters per token</source>
        <translation>Символов на токен</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>Байтов на токен</translation>
    </message>
    <message>
        <source>Words split</source>
        <translation>Разбитых слов</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестные</translation>
    </message>
    <message>
        <source>Vocabulary used</source>
        <translation>Задействовано словаря</translation>
    </message>
    <message>
        <source>Never used</source>
        <translation>Не использованы</translation>
    </message>
    <message>
        <source>Shannon entropy</source>
        <translation>Энтропия Шеннона</translation>
    </message>
    <message>
        <source>Rényi entropy (2.5)</source>
        <translation>Энтропия Реньи (2,5)</translation>
    </message>
    <message>
        <source>Rényi efficiency (2.5)</source>
        <translation>Эффективность Реньи (2,5)</translation>
    </message>
    <message>
        <source>Share of words</source>
        <translation>Доля слов</translation>
    </message>
    <message>
        <source>Premium (tokens / reference&apos;s)</source>
        <translation>Надбавка (токены / токены эталона)</translation>
    </message>
    <message>
        <source>An unknown token counts as the UTF-8 bytes it stands for, as a byte fallback would spell them.</source>
        <translation>Неизвестный токен считается за те байты UTF-8, которые он заменяет, — так, как их записал бы откат к байтам.</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>&amp;Экспорт таблицы…</translation>
    </message>
    <message>
        <source>Export &amp;premiums…</source>
        <translation>Экспорт &amp;надбавок…</translation>
    </message>
    <message>
        <source>No file: the last {share} % of {files} (the project&apos;s corpus), held out</source>
        <translation>Файла нет: отложенные последние {share} % из {files} (корпус проекта)</translation>
    </message>
    <message>
        <source>No file and no corpus in the project: add an evaluation file.</source>
        <translation>Нет ни файла, ни корпуса в проекте: добавьте файл для оценки.</translation>
    </message>
    <message>
        <source>Evaluation files (one per language, same content):</source>
        <translation>Файлы для оценки (по одному на язык, одинаковое содержание):</translation>
    </message>
    <message>
        <source>JSON-lines text field:</source>
        <translation>Текстовое поле JSON Lines:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Эталон:</translation>
    </message>
    <message>
        <source>Add a model and an evaluation file first.</source>
        <translation>Сначала добавьте модель и файл для оценки.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <source>Why is it split so? — {model}</source>
        <translation>Почему разбито именно так? — {model}</translation>
    </message>
    <message>
        <source>The words the model is given, each explained</source>
        <translation>Слова, которые получает модель, каждое с объяснением</translation>
    </message>
    <message>
        <source>No word here: the model is given nothing at this place.</source>
        <translation>Здесь нет слова: в этом месте модель ничего не получает.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;, as the model sees it: &lt;code&gt;{model}&lt;/code&gt; ({algorithm})</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; глазами модели &lt;code&gt;{model}&lt;/code&gt; ({algorithm})</translation>
    </message>
    <message>
        <source>An added token: matched whole before the model sees the text.</source>
        <translation>Добавленный токен: находится целиком ещё до того, как модель увидит текст.</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Токены:</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>оценка {score}</translation>
    </message>
    <message>
        <source>merge #{rank}</source>
        <translation>слияние №{rank}</translation>
    </message>
    <message>
        <source>, count {count} in training</source>
        <translation>, встречалось {count} раз при обучении</translation>
    </message>
    <message>
        <source>step {step}: {which} ({pair} → {made}{count})</source>
        <translation>шаг {step}: {which} ({pair} → {made}{count})</translation>
    </message>
    <message>
        <source>The word is a token itself (ignore_merges): no merge is looked at.</source>
        <translation>Слово само является токеном (ignore_merges): слияния не рассматриваются.</translation>
    </message>
    <message>
        <source>Replay the merges: the rows up to this step</source>
        <translation>Повтор слияний: строки до этого шага</translation>
    </message>
    <message>
        <source>Step {shown} of {steps}</source>
        <translation>Шаг {shown} из {steps}</translation>
    </message>
    <message>
        <source>{count} shorter ✗</source>
        <translation>{count} короче ✗</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>нет совпадения</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Tried, longest first</source>
        <translation>Проверено, от самого длинного</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Найдено</translation>
    </message>
    <message>
        <source>Became {token}: {why}</source>
        <translation>Стало {token}: {why}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Greedy longest match: at each position the longest piece in the vocabulary, then on from its end with the continuing prefix.</source>
        <translation>Жадный поиск самого длинного совпадения: в каждой позиции берётся самый длинный кусок из словаря, затем поиск продолжается от его конца с префиксом продолжения.</translation>
    </message>
    <message>
        <source>Segmentation</source>
        <translation>Сегментация</translation>
    </message>
    <message>
        <source>Log-probability</source>
        <translation>Логарифм вероятности</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Вероятность</translation>
    </message>
    <message>
        <source>No segmentation: a character is unknown and the model has no unknown token.</source>
        <translation>Сегментации нет: символ неизвестен, а неизвестного токена у модели нет.</translation>
    </message>
    <message>
        <source>The {count} most probable segmentations; probability among all segmentations of the word (the forward algorithm&apos;s total).</source>
        <translation>{count} самых вероятных сегментаций; вероятность среди всех сегментаций слова (сумма по алгоритму прямого хода).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export {name}</source>
        <translation>Экспорт {name}</translation>
    </message>
    <message>
        <source>Cannot hold this model: {why}</source>
        <translation>Не может хранить эту модель: {why}</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
</context>
<context>
    <name>ExtendDialog</name>
    <message>
        <source>Extend {name}</source>
        <translation>Расширение {name}</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>&amp;Добавить файлы…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>How many tokens to learn from the domain&apos;s text</source>
        <translation>Сколько токенов выучить из текстов предметной области</translation>
    </message>
    <message>
        <source>E&amp;xtend</source>
        <translation>&amp;Расширить</translation>
    </message>
    <message>
        <source>{algorithm}, {size} tokens. New tokens take the ids after the last; every token keeps its id.</source>
        <translation>{algorithm}, токенов: {size}. Новые токены получают id после последнего; каждый токен сохраняет свой id.</translation>
    </message>
    <message>
        <source>Domain text files:</source>
        <translation>Тексты предметной области:</translation>
    </message>
    <message>
        <source>Tokens to add:</source>
        <translation>Добавить токенов:</translation>
    </message>
    <message>
        <source>Add the domain&apos;s text files first.</source>
        <translation>Сначала добавьте тексты предметной области.</translation>
    </message>
    <message>
        <source>Extending…</source>
        <translation>Расширение…</translation>
    </message>
    <message>
        <source>The domain text gave no new token: its words are single tokens already.</source>
        <translation>Тексты предметной области не дали новых токенов: их слова уже являются отдельными токенами.</translation>
    </message>
    <message>
        <source>Added {added} tokens (ids {first}-{last}). On the domain text: {before} → {after} tokens per word; words that are one token: {whole_before} → {whole_after} of {distinct}.</source>
        <translation>Добавлено токенов: {added} (id {first}–{last}). На текстах предметной области: {before} → {after} токенов на слово; слов из одного токена: {whole_before} → {whole_after} из {distinct}.</translation>
    </message>
    <message>
        <source>{name} extended</source>
        <translation>{name}, расширенная</translation>
    </message>
</context>
<context>
    <name>FileList</name>
    <message>
        <source>Evaluation files</source>
        <translation>Файлы для оценки</translation>
    </message>
    <message>
        <source>Text or JSON lines (*.txt *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>Текст или JSON Lines (*.txt *.jsonl *.ndjson *.gz);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>FirstRunGuide</name>
    <message>
        <source>Getting started</source>
        <translation>С чего начать</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokenizer Workbench.&lt;/b&gt; The sample corpus (the King James Bible, Genesis to 2 Samuel) is open. Three steps to your first tokenizer:</source>
        <translation>&lt;b&gt;Добро пожаловать в Tokenizer Workbench.&lt;/b&gt; Открыт пример корпуса (Библия короля Якова, от Бытия до 2-й книги Царств). Три шага к вашему первому токенизатору:</translation>
    </message>
    <message>
        <source>1. Count the words</source>
        <translation>1. Подсчитайте слова</translation>
    </message>
    <message>
        <source>In the Corpus panel, press &lt;i&gt;Count words&lt;/i&gt;: the corpus&apos;s words, how often each occurs, and how long they are.</source>
        <translation>На панели «Корпус» нажмите &lt;i&gt;Подсчитать слова&lt;/i&gt;: вы увидите слова корпуса, сколько раз встречается каждое и какой они длины.</translation>
    </message>
    <message>
        <source>Go to &amp;Corpus</source>
        <translation>Перейти к «&amp;Корпусу»</translation>
    </message>
    <message>
        <source>2. Train</source>
        <translation>2. Обучите</translation>
    </message>
    <message>
        <source>In the Training panel, pick a preset or an algorithm and a vocabulary size and press &lt;i&gt;Train&lt;/i&gt;: watch the merges as they are learned.</source>
        <translation>На панели «Обучение» выберите готовый набор настроек или алгоритм и размер словаря и нажмите &lt;i&gt;Обучить&lt;/i&gt;: слияния видны по мере обучения.</translation>
    </message>
    <message>
        <source>Go to T&amp;raining</source>
        <translation>Перейти к «&amp;Обучению»</translation>
    </message>
    <message>
        <source>3. Look at the tokens</source>
        <translation>3. Посмотрите на токены</translation>
    </message>
    <message>
        <source>In the Tokenize panel, type a sentence and see each token: hover for its id, click it to find it in the vocabulary.</source>
        <translation>На панели «Токенизация» введите предложение и посмотрите на каждый токен: наведите указатель, чтобы увидеть его id, щёлкните, чтобы найти его в словаре.</translation>
    </message>
    <message>
        <source>Go to Tok&amp;enize</source>
        <translation>Перейти к «&amp;Токенизации»</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Help &gt; Getting started shows this again.</source>
        <translation>Это окно снова покажет «Справка &gt; С чего начать».</translation>
    </message>
</context>
<context>
    <name>HealthView</name>
    <message>
        <source>Vocabulary health</source>
        <translation>Здоровье словаря</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>&amp;Добавить файлы…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>&amp;Экспорт таблицы…</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Модель:</translation>
    </message>
    <message>
        <source>Evaluation files (none: no never-used check):</source>
        <translation>Файлы для оценки (без них неиспользуемые токены не ищутся):</translation>
    </message>
    <message>
        <source>JSON-lines text field:</source>
        <translation>Текстовое поле JSON Lines:</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Токен</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>Причины</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h3&gt;Tokenizer Workbench&lt;/h3&gt;&lt;p&gt;Train BPE, WordPiece and Unigram tokenizers on your own corpus, watch them learn, see exactly where text is split, and export files that &lt;i&gt;tokenizers&lt;/i&gt;, &lt;i&gt;transformers&lt;/i&gt; and &lt;i&gt;sentencepiece&lt;/i&gt; load.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tokenizer Workbench&lt;/h3&gt;&lt;p&gt;Обучайте токенизаторы BPE, WordPiece и Unigram на своём корпусе, следите за тем, как они учатся, смотрите, где именно разбивается текст, и экспортируйте файлы, которые загружают &lt;i&gt;tokenizers&lt;/i&gt;, &lt;i&gt;transformers&lt;/i&gt; и &lt;i&gt;sentencepiece&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every example uses the course&apos;s toy corpus: hug ×10, pug ×5, pun ×12, bun ×4, hugs ×5.&lt;/p&gt;&lt;h3&gt;BPE&lt;/h3&gt;&lt;p&gt;Start from the characters (byte-level: all 256 bytes). Count adjacent pairs over all words, weighted by word frequency; merge the most frequent pair everywhere; repeat until the vocabulary is large enough. Encoding applies the merges in the order they were learned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the first merges are u+g → ug (20), u+n → un (16), h+ug → hug (15); then “unhug” → un · hug.&lt;/p&gt;&lt;h3&gt;WordPiece&lt;/h3&gt;&lt;p&gt;Like BPE, but letters inside a word carry ## and the pair chosen is the one with the best score, freq(pair) / (freq(first) × freq(second)). Encoding takes the longest prefix in the vocabulary, again and again; a word that cannot be covered becomes [UNK].&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the first merge is ##g + ##s → ##gs (score 1/20), then h + ##u → hu, then hu + ##gs → hugs (1/15).&lt;/p&gt;&lt;h3&gt;Unigram&lt;/h3&gt;&lt;p&gt;Start from a large vocabulary (characters and frequent substrings), give each piece a probability, and segment each word by its most probable split (Viterbi). Each round, remove the pieces whose loss hurts the corpus likelihood least; characters are never removed. SentencePiece re-estimates the probabilities with EM between rounds.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; with every substring as vocabulary the total frequency is 210, “unhug” → un · hug, the loss is 169.8, removing “hug” raises it by 23.5 and removing “pu” changes nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Все примеры используют игрушечный корпус из курса: hug ×10, pug ×5, pun ×12, bun ×4, hugs ×5.&lt;/p&gt;&lt;h3&gt;BPE&lt;/h3&gt;&lt;p&gt;Начинаем с символов (в байтовом варианте — со всех 256 байтов). Подсчитываем соседние пары во всех словах с учётом частоты слов; самую частую пару сливаем везде; повторяем, пока словарь не достигнет нужного размера. При кодировании слияния применяются в том порядке, в каком были выучены.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Пример:&lt;/b&gt; первые слияния — u+g → ug (20), u+n → un (16), h+ug → hug (15); затем «unhug» → un · hug.&lt;/p&gt;&lt;h3&gt;WordPiece&lt;/h3&gt;&lt;p&gt;Как BPE, но буквы внутри слова помечены ##, а выбирается пара с лучшей оценкой freq(pair) / (freq(first) × freq(second)). При кодировании снова и снова берётся самый длинный префикс из словаря; слово, которое не удаётся покрыть, становится [UNK].&lt;/p&gt;&lt;p&gt;&lt;b&gt;Пример:&lt;/b&gt; первое слияние — ##g + ##s → ##gs (оценка 1/20), затем h + ##u → hu, затем hu + ##gs → hugs (1/15).&lt;/p&gt;&lt;h3&gt;Unigram&lt;/h3&gt;&lt;p&gt;Начинаем с большого словаря (символы и частые подстроки), даём каждому куску вероятность и сегментируем каждое слово самым вероятным разбиением (алгоритм Витерби). В каждом раунде удаляем куски, удаление которых меньше всего снижает правдоподобие корпуса; символы не удаляются никогда. SentencePiece между раундами заново оценивает вероятности EM-алгоритмом.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Пример:&lt;/b&gt; если словарь — все подстроки, суммарная частота равна 210, «unhug» → un · hug, потери равны 169,8, удаление «hug» увеличивает их на 23,5, а удаление «pu» ничего не меняет.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HubMenu</name>
    <message>
        <source>None in the Hugging Face cache ({folder})</source>
        <translation>В кэше Hugging Face ничего нет ({folder})</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>The worker process was killed ({signal}); if the computer ran out of memory, try a smaller corpus or vocabulary.</source>
        <translation>Рабочий процесс был завершён ({signal}); если компьютеру не хватило памяти, попробуйте корпус или словарь поменьше.</translation>
    </message>
    <message>
        <source>The worker process ended unexpectedly (exit status {status}).</source>
        <translation>Рабочий процесс неожиданно завершился (код выхода {status}).</translation>
    </message>
    <message>
        <source>The worker process stopped unexpectedly.</source>
        <translation>Рабочий процесс неожиданно остановился.</translation>
    </message>
</context>
<context>
    <name>LatticeView</name>
    <message>
        <source>Every piece of the vocabulary inside the word, with its log-probability; the filled bars are the best path</source>
        <translation>Все куски словаря внутри слова с их логарифмами вероятности; закрашенные полосы — лучший путь</translation>
    </message>
</context>
<context>
    <name>LengthHistogram</name>
    <message>
        <source>{length} characters: {words} words</source>
        <translation>{length} символов: {words} слов</translation>
    </message>
    <message>
        <source>{first}–{last} characters: {words} words</source>
        <translation>{first}–{last} символов: {words} слов</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tokenizer Workbench projects (*.twb.json *.json)</source>
        <translation>Проекты Tokenizer Workbench (*.twb.json *.json)</translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation>&amp;Корпус</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>&amp;Обучение</translation>
    </message>
    <message>
        <source>To&amp;kenize</source>
        <translation>&amp;Токенизация</translation>
    </message>
    <message>
        <source>The project&apos;s models; double-click to rename</source>
        <translation>Модели проекта; дважды щёлкните, чтобы переименовать</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новый</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Открыть &amp;недавние</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Import tokenizer…</source>
        <translation>&amp;Импорт токенизатора…</translation>
    </message>
    <message>
        <source>Open a well-&amp;known tokenizer</source>
        <translation>Открыть и&amp;звестный токенизатор</translation>
    </message>
    <message>
        <source>The tokenizers that transformers or huggingface_hub downloaded to this machine, opened without a network</source>
        <translation>Токенизаторы, которые transformers или клиент хаба моделей скачали на этот компьютер; открываются без сети</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>E&amp;xtend…</source>
        <translation>&amp;Расширить…</translation>
    </message>
    <message>
        <source>Add tokens learned from a domain&apos;s text to the model picked in the Models list, every old token keeping its id</source>
        <translation>Добавить токены, выученные на текстах предметной области, к модели, выбранной в списке «Модели»; каждый старый токен сохраняет свой id</translation>
    </message>
    <message>
        <source>Add &amp;tokens…</source>
        <translation>Добавить &amp;токены…</translation>
    </message>
    <message>
        <source>Add special or ordinary tokens to the model picked in the Models list, every old token keeping its id</source>
        <translation>Добавить специальные или обычные токены к модели, выбранной в списке «Модели»; каждый старый токен сохраняет свой id</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Tokenize &amp;beside the other panels</source>
        <translation>Токенизация &amp;рядом с другими панелями</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>Filter the corpus&apos;s words (from the Corpus panel), else search the vocabulary</source>
        <translation>Отфильтровать слова корпуса (с панели «Корпус»), иначе искать в словаре</translation>
    </message>
    <message>
        <source>&amp;Light theme</source>
        <translation>&amp;Светлая тема</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Тёмная тема</translation>
    </message>
    <message>
        <source>Show &amp;whitespace</source>
        <translation>Показывать п&amp;робельные символы</translation>
    </message>
    <message>
        <source>Meas&amp;ure</source>
        <translation>&amp;Измерения</translation>
    </message>
    <message>
        <source>&amp;Compare models…</source>
        <translation>&amp;Сравнить модели…</translation>
    </message>
    <message>
        <source>&amp;Evaluate on a corpus…</source>
        <translation>&amp;Оценить на корпусе…</translation>
    </message>
    <message>
        <source>Vocabulary &amp;health…</source>
        <translation>&amp;Здоровье словаря…</translation>
    </message>
    <message>
        <source>Every &amp;size of this model…</source>
        <translation>&amp;Все размеры этой модели…</translation>
    </message>
    <message>
        <source>Tokens per word against vocabulary size for every merge step of the current model&apos;s run; save a smaller model</source>
        <translation>Токенов на слово в зависимости от размера словаря для каждого шага слияния в обучении текущей модели; сохранить модель поменьше</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;С чего начать</translation>
    </message>
    <message>
        <source>&amp;Algorithms</source>
        <translation>&amp;Алгоритмы</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>About Tokenizer Workbench</source>
        <translation>О Tokenizer Workbench</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Du&amp;plicate model</source>
        <translation>&amp;Дублировать модель</translation>
    </message>
    <message>
        <source>&amp;Delete model</source>
        <translation>&amp;Удалить модель</translation>
    </message>
    <message>
        <source>&amp;Language (applies after a restart)</source>
        <translation>&amp;Язык (после перезапуска)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The language changes when Tokenizer Workbench starts again.</source>
        <translation>Язык сменится при следующем запуске Tokenizer Workbench.</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Простаивает</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Не удаётся открыть проект</translation>
    </message>
    <message>
        <source>Corpus file moved or changed</source>
        <translation>Файл корпуса перемещён или изменён</translation>
    </message>
    <message>
        <source>{path}: {detail}.
The models still work. Locate the file?</source>
        <translation>{path}: {detail}.
Модели по-прежнему работают. Указать, где файл?</translation>
    </message>
    <message>
        <source>Locate {name}</source>
        <translation>Где находится {name}</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>Сохранить проект</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>Не удаётся сохранить проект</translation>
    </message>
    <message>
        <source>Cannot write the recovery copy: {error}</source>
        <translation>Не удаётся записать копию для восстановления: {error}</translation>
    </message>
    <message>
        <source>Tokenizer Workbench did not close properly. Restore the project as it was when last saved for recovery ({time})?</source>
        <translation>Tokenizer Workbench завершился некорректно. Восстановить проект в том виде, в каком он был последний раз сохранён для восстановления ({time})?</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more unsaved project(s) will be offered after this one.</source>
        <translation>
            <numerusform>Ещё %Ln несохранённый проект будет предложен после этого.</numerusform>
            <numerusform>Ещё %Ln несохранённых проекта будут предложены после этого.</numerusform>
            <numerusform>Ещё %Ln несохранённых проектов будут предложены после этого.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore the unsaved project?</source>
        <translation>Восстановить несохранённый проект?</translation>
    </message>
    <message>
        <source>Cannot restore the project</source>
        <translation>Не удаётся восстановить проект</translation>
    </message>
    <message>
        <source>{algorithm}, {size} tokens</source>
        <translation>{algorithm}, токенов: {size}</translation>
    </message>
    <message>
        <source>No model to delete</source>
        <translation>Нет модели для удаления</translation>
    </message>
    <message>
        <source>No model to duplicate</source>
        <translation>Нет модели для дублирования</translation>
    </message>
    <message>
        <source>Import a tokenizer</source>
        <translation>Импорт токенизатора</translation>
    </message>
    <message>
        <source>Tokenizers (*.json *.txt *.model);;All files (*)</source>
        <translation>Токенизаторы (*.json *.txt *.model);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot import the tokenizer</source>
        <translation>Не удаётся импортировать токенизатор</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Нечего экспортировать</translation>
    </message>
    <message>
        <source>Train or import a model first.</source>
        <translation>Сначала обучите или импортируйте модель.</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>Экспорт в папку</translation>
    </message>
    <message>
        <source>Overwrite?</source>
        <translation>Перезаписать?</translation>
    </message>
    <message>
        <source>{files} already exist in {folder}. Overwrite them?</source>
        <translation>В папке {folder} уже есть {files}. Перезаписать?</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <source>Exported {name}: {files}</source>
        <translation>{name} экспортирована: {files}</translation>
    </message>
    <message>
        <source>Train or import a model first, and pick it in the Models list.</source>
        <translation>Сначала обучите или импортируйте модель и выберите её в списке «Модели».</translation>
    </message>
    <message>
        <source>Nothing to extend</source>
        <translation>Нечего расширять</translation>
    </message>
    <message>
        <source>No model to add tokens to</source>
        <translation>Нет модели, в которую можно добавить токены</translation>
    </message>
    <message>
        <source>No corpus</source>
        <translation>Нет корпуса</translation>
    </message>
    <message>
        <source>Add corpus files first.</source>
        <translation>Сначала добавьте файлы корпуса.</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>Проверьте настройки</translation>
    </message>
    <message>
        <source> (partial)</source>
        <translation> (частичная)</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Обучение…</translation>
    </message>
    <message>
        <source>The example&apos;s corpus</source>
        <translation>Корпус примера</translation>
    </message>
    <message>
        <source>This preset reproduces an example on its own corpus, {name}. Train on it instead of your corpus files?</source>
        <translation>Этот пресет воспроизводит пример на его собственном корпусе, {name}. Обучать на нём вместо ваших файлов корпуса?</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>Нет модели</translation>
    </message>
    <message>
        <source>Train a model first.</source>
        <translation>Сначала обучите модель.</translation>
    </message>
    <message>
        <source>Train or import a model first: it explains how it splits the word.</source>
        <translation>Сначала обучите или импортируйте модель: она объяснит, как разбивает слово.</translation>
    </message>
    <message>
        <source>The three algorithms</source>
        <translation>Три алгоритма</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
    <message>
        <source>{name}[*] — Tokenizer Workbench</source>
        <translation>{name}[*] — Tokenizer Workbench</translation>
    </message>
    <message>
        <source>Corpus: {files} file(s), {size} bytes</source>
        <translation>Корпус: файлов: {files}, байт: {size}</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>Модель: {name}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{path} is gone (moved or deleted); it leaves the recent projects.</source>
        <translation>{path} больше нет (перемещён или удалён); он убран из недавних проектов.</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>Открыть проект</translation>
    </message>
    <message>
        <source>Some files were not added</source>
        <translation>Некоторые файлы не добавлены</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the changes to this project first?</source>
        <translation>Сначала сохранить изменения в этом проекте?</translation>
    </message>
</context>
<context>
    <name>MeasureDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>The field of each JSON-lines record that holds its text</source>
        <translation>Поле каждой записи JSON Lines, в котором хранится её текст</translation>
    </message>
</context>
<context>
    <name>ModelCommands</name>
    <message>
        <source>Delete {name}</source>
        <translation>удаление {name}</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>дублирование {name}</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>Export table</source>
        <translation>Экспорт таблицы</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>SizeView</name>
    <message>
        <source>Every size of {name}</source>
        <translation>Все размеры {name}</translation>
    </message>
    <message>
        <source>Sample &amp;file…</source>
        <translation>&amp;Файл-образец…</translation>
    </message>
    <message>
        <source>Measure on a file of your own instead of the corpus&apos;s last 5 % of lines</source>
        <translation>Измерять на своём файле вместо последних 5 % строк корпуса</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>&amp;Вычислить</translation>
    </message>
    <message>
        <source>Compute the curve again, in the background</source>
        <translation>Вычислить кривую заново, в фоне</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>размер словаря</translation>
    </message>
    <message>
        <source>tokens per word</source>
        <translation>токенов на слово</translation>
    </message>
    <message>
        <source>characters per token</source>
        <translation>символов на токен</translation>
    </message>
    <message>
        <source>Click to pick a size</source>
        <translation>Щёлкните, чтобы выбрать размер</translation>
    </message>
    <message>
        <source>The vocabulary size: each step is one merge (Unigram: one pruning round)</source>
        <translation>Размер словаря: каждый шаг — одно слияние (Unigram: один раунд прореживания)</translation>
    </message>
    <message>
        <source>&amp;Save a model of this size…</source>
        <translation>&amp;Сохранить модель этого размера…</translation>
    </message>
    <message>
        <source>Write the model cut to the size picked as a tokenizer.json: what training to that size gives</source>
        <translation>Записать модель, урезанную до выбранного размера, как tokenizer.json: то, что даёт обучение до этого размера</translation>
    </message>
    <message>
        <source>Held out: {file}</source>
        <translation>Отложено: {file}</translation>
    </message>
    <message>
        <source>Held out: the last 5 % of the lines of {files}</source>
        <translation>Отложено: последние 5 % строк {files}</translation>
    </message>
    <message>
        <source>(no corpus files)</source>
        <translation>(нет файлов корпуса)</translation>
    </message>
    <message>
        <source>Held-out sample</source>
        <translation>Отложенная выборка</translation>
    </message>
    <message>
        <source>Text files (*.txt *.gz);;All files (*)</source>
        <translation>Текстовые файлы (*.txt *.gz);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The sample has no words: pick a sample file.</source>
        <translation>В выборке нет слов: выберите файл-образец.</translation>
    </message>
    <message>
        <source>{size} tokens: {per_word} tokens per word, {per_token} characters per token on the sample</source>
        <translation>Токенов: {size}; на выборке {per_word} токенов на слово, {per_token} символов на токен</translation>
    </message>
    <message>
        <source>{size} tokens (merges: {step}): {per_word} tokens per word, {per_token} characters per token on the sample</source>
        <translation>Токенов: {size} (слияний: {step}); на выборке {per_word} токенов на слово, {per_token} символов на токен</translation>
    </message>
    <message>
        <source>The model pruning round {round} pruned</source>
        <translation>Модель, прореженная в раунде {round}</translation>
    </message>
    <message>
        <source>The trained model</source>
        <translation>Обученная модель</translation>
    </message>
    <message>
        <source>Last merge: {left} + {right} → {token}</source>
        <translation>Последнее слияние: {left} + {right} → {token}</translation>
    </message>
    <message>
        <source>Newest token: {token}</source>
        <translation>Самый новый токен: {token}</translation>
    </message>
    <message>
        <source>Save a model of this size</source>
        <translation>Сохранить модель этого размера</translation>
    </message>
    <message>
        <source>tokenizer.json (*.json)</source>
        <translation>tokenizer.json (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>Не удаётся сохранить модель</translation>
    </message>
</context>
<context>
    <name>TokenView</name>
    <message>
        <source>Each coloured box is one token. Hover for details, click to find it in the vocabulary, double-click to see why its word is split so; Left/Right and Enter do the same as a click.</source>
        <translation>Каждая цветная рамка — один токен. Наведите указатель, чтобы увидеть подробности; щёлкните, чтобы найти токен в словаре; дважды щёлкните, чтобы узнать, почему его слово разбито так. Стрелки влево/вправо и Enter делают то же, что щелчок.</translation>
    </message>
    <message>
        <source>The tokens of the text above appear here.</source>
        <translation>Здесь появятся токены текста, введённого выше.</translation>
    </message>
    <message>
        <source>{count} tokens together make &lt;b&gt;{text}&lt;/b&gt;</source>
        <translation>Токенов вместе: {count}, они составляют &lt;b&gt;{text}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>token</source>
        <translation>токен</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>offsets</source>
        <translation>смещения</translation>
    </message>
    <message>
        <source>{start}–{end}: “{text}”</source>
        <translation>{start}–{end}: «{text}»</translation>
    </message>
    <message>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>merge rank</source>
        <translation>ранг слияния</translation>
    </message>
    <message>
        <source>none: special token</source>
        <translation>нет: специальный токен</translation>
    </message>
    <message>
        <source>none: in the initial alphabet</source>
        <translation>нет: входит в начальный алфавит</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>байты</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестен</translation>
    </message>
    <message>
        <source>not in the vocabulary</source>
        <translation>нет в словаре</translation>
    </message>
</context>
<context>
    <name>TokenizePanel</name>
    <message>
        <source>The trained or imported model that tokenizes the text</source>
        <translation>Обученная или импортированная модель, которая токенизирует текст</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>Show &amp;whitespace</source>
        <translation>Показывать п&amp;робельные символы</translation>
    </message>
    <message>
        <source>Mark spaces ·, tabs → and line breaks ↵ in the tokens (default: on)</source>
        <translation>Помечать в токенах пробелы ·, табуляции → и переводы строк ↵ (по умолчанию: вкл.)</translation>
    </message>
    <message>
        <source>Show &amp;ids</source>
        <translation>Пока&amp;зывать id</translation>
    </message>
    <message>
        <source>Show the token ids under the tokens, ready to copy (default: off)</source>
        <translation>Показывать id токенов под токенами, чтобы их можно было скопировать (по умолчанию: выкл.)</translation>
    </message>
    <message>
        <source>Add special tokens</source>
        <translation>Добавлять специальные токены</translation>
    </message>
    <message>
        <source>Apply the model&apos;s post-processor, e.g. [CLS] … [SEP] around the text, as transformers&apos; tokenizers do when called (default: off)</source>
        <translation>Применить постобработку модели, например [CLS] … [SEP] вокруг текста, как делают токенизаторы transformers при вызове (по умолчанию: выкл.)</translation>
    </message>
    <message>
        <source>Type or paste text to tokenize</source>
        <translation>Введите или вставьте текст для токенизации</translation>
    </message>
    <message>
        <source>The text to tokenize; tokens update as you type</source>
        <translation>Текст для токенизации; токены обновляются по мере ввода</translation>
    </message>
    <message>
        <source>No model yet. Train one in the Training panel or import a tokenizer.json, and its tokens appear here.</source>
        <translation>Модели пока нет. Обучите её на панели «Обучение» или импортируйте tokenizer.json, и здесь появятся её токены.</translation>
    </message>
    <message>
        <source>The token ids, comma-separated; type or paste ids here to decode them</source>
        <translation>id токенов через запятую; введите или вставьте сюда id, чтобы декодировать их</translation>
    </message>
    <message>
        <source>Cop&amp;y ids</source>
        <translation>&amp;Копировать id</translation>
    </message>
    <message>
        <source>Copy the ids to the clipboard</source>
        <translation>Скопировать id в буфер обмена</translation>
    </message>
    <message>
        <source>BPE-dropout: skip each merge with this probability, to see one of the other segmentations a model trained with dropout learns from (default: the model&apos;s own, else 0, plain BPE)</source>
        <translation>BPE-dropout: пропускать каждое слияние с этой вероятностью, чтобы увидеть одну из других сегментаций, на которых учится модель, обученная с dropout (по умолчанию: значение самой модели, иначе 0, обычный BPE)</translation>
    </message>
    <message>
        <source>BPE &amp;dropout:</source>
        <translation>BPE-&amp;dropout:</translation>
    </message>
    <message>
        <source>Which sample: the same seed gives the same segmentation (default: 0)</source>
        <translation>Какая выборка: одно и то же зерно даёт одну и ту же сегментацию (по умолчанию: 0)</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>&amp;Resample</source>
        <translation>&amp;Другая выборка</translation>
    </message>
    <message>
        <source>Show another sampled segmentation (the next seed)</source>
        <translation>Показать другую случайную сегментацию (следующее зерно)</translation>
    </message>
    <message>
        <source>Cannot tokenize: {error}</source>
        <translation>Не удаётся токенизировать: {error}</translation>
    </message>
    <message>
        <source>Ids are whole numbers, separated by commas or spaces.</source>
        <translation>id — целые числа, разделённые запятыми или пробелами.</translation>
    </message>
    <message>
        <source>No token has the id {id} in this model.</source>
        <translation>В этой модели нет токена с id {id}.</translation>
    </message>
    <message>
        <source>Decoded: {text}</source>
        <translation>Декодировано: {text}</translation>
    </message>
    <message>
        <source>{tokens} tokens · {characters} characters, {per_token} characters per token · {words} words, {per_word} tokens per word</source>
        <translation>Токенов: {tokens} · символов: {characters}, {per_token} символов на токен · слов: {words}, {per_word} токенов на слово</translation>
    </message>
</context>
<context>
    <name>TrainConfig</name>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>BPE merges the most frequent pair; WordPiece the pair with the best score; Unigram prunes a large seed</source>
        <translation>BPE сливает самую частую пару; WordPiece — пару с лучшей оценкой; Unigram прореживает большой начальный словарь</translation>
    </message>
    <message>
        <source>bpe</source>
        <translation>bpe</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Размер словаря</translation>
    </message>
    <message>
        <source>How many tokens the trained vocabulary holds, special tokens included</source>
        <translation>Сколько токенов в обученном словаре, включая специальные токены</translation>
    </message>
    <message>
        <source>Pre-tokenizer</source>
        <translation>Претокенизатор</translation>
    </message>
    <message>
        <source>How text is cut into words before training</source>
        <translation>Как текст разрезается на слова перед обучением</translation>
    </message>
    <message>
        <source>byte-level for bpe, bert for wordpiece, metaspace for unigram</source>
        <translation>byte-level для bpe, bert для wordpiece, metaspace для unigram</translation>
    </message>
    <message>
        <source>Add prefix space</source>
        <translation>Пробел в начале</translation>
    </message>
    <message>
        <source>Byte-level: treat the first word like the others by putting a space before it</source>
        <translation>Byte-level: обрабатывать первое слово как остальные, ставя перед ним пробел</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Prepend scheme</source>
        <translation>Схема добавления ▁</translation>
    </message>
    <message>
        <source>Metaspace: when to put a &apos;▁&apos; before the text</source>
        <translation>Metaspace: когда ставить «▁» перед текстом</translation>
    </message>
    <message>
        <source>always</source>
        <translation>always</translation>
    </message>
    <message>
        <source>Normalizer</source>
        <translation>Нормализатор</translation>
    </message>
    <message>
        <source>Normalization steps, applied in the order given</source>
        <translation>Шаги нормализации, применяются в указанном порядке</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Line ends</source>
        <translation>Концы строк</translation>
    </message>
    <message>
        <source>keep: a plain-text line&apos;s last word keeps its newline, as tokenizers trains on text files; drop: each line is a sentence without it, as SentencePiece trains (JSON lines are texts of their own either way)</source>
        <translation>keep: последнее слово строки обычного текста сохраняет перевод строки, как при обучении tokenizers на текстовых файлах; drop: каждая строка — предложение без него, как обучает SentencePiece (записи JSON Lines в любом случае отдельные тексты)</translation>
    </message>
    <message>
        <source>keep for bpe, keep for wordpiece, drop for unigram</source>
        <translation>keep для bpe, keep для wordpiece, drop для unigram</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Специальные токены</translation>
    </message>
    <message>
        <source>Tokens that get the first ids, in the order given, and are never split</source>
        <translation>Токены, которые получают первые id в указанном порядке и никогда не разбиваются</translation>
    </message>
    <message>
        <source>Unknown token</source>
        <translation>Неизвестный токен</translation>
    </message>
    <message>
        <source>The token for characters outside the vocabulary; &quot;&quot; (command line) for none, as tokenizers allows for bpe and unigram: text with unseen characters then cannot be encoded</source>
        <translation>Токен для символов вне словаря; &quot;&quot; (в командной строке) — без него, как tokenizers допускает для bpe и unigram: тогда текст с незнакомыми символами закодировать нельзя</translation>
    </message>
    <message>
        <source>[UNK], &lt;unk&gt; for unigram, none for byte-level bpe</source>
        <translation>[UNK], &lt;unk&gt; для unigram, нет для byte-level bpe</translation>
    </message>
    <message>
        <source>Minimum frequency</source>
        <translation>Минимальная частота</translation>
    </message>
    <message>
        <source>Merges of pairs seen fewer times than this are not made</source>
        <translation>Пары, встреченные реже этого числа раз, не сливаются</translation>
    </message>
    <message>
        <source>Limit alphabet</source>
        <translation>Ограничение алфавита</translation>
    </message>
    <message>
        <source>Keep at most this many characters, the most frequent</source>
        <translation>Оставить не больше стольких символов, самых частых</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>Max token length</source>
        <translation>Макс. длина токена</translation>
    </message>
    <message>
        <source>Never make tokens longer than this many characters</source>
        <translation>Не создавать токены длиннее этого числа символов</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Continuing subword prefix</source>
        <translation>Префикс продолжения слова</translation>
    </message>
    <message>
        <source>Marks tokens that continue a word, e.g. ##</source>
        <translation>Помечает токены, продолжающие слово, например ##</translation>
    </message>
    <message>
        <source>## for wordpiece, none for bpe</source>
        <translation>## для wordpiece, нет для bpe</translation>
    </message>
    <message>
        <source>End-of-word suffix</source>
        <translation>Суффикс конца слова</translation>
    </message>
    <message>
        <source>Marks tokens that end a word, e.g. &lt;/w&gt;</source>
        <translation>Помечает токены, завершающие слово, например &lt;/w&gt;</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Which pair wins a tie: lowest-id as the tokenizers library, first-seen as the course</source>
        <translation>Какая пара выигрывает при ничьей: lowest-id, как в библиотеке tokenizers, first-seen, как в курсе</translation>
    </message>
    <message>
        <source>lowest-id for bpe, first-seen for wordpiece</source>
        <translation>lowest-id для bpe, first-seen для wordpiece</translation>
    </message>
    <message>
        <source>Initial alphabet</source>
        <translation>Начальный алфавит</translation>
    </message>
    <message>
        <source>bytes: all 256 byte tokens (byte-level only); seen: the characters of the corpus</source>
        <translation>bytes: все 256 байтовых токенов (только byte-level); seen: символы корпуса</translation>
    </message>
    <message>
        <source>bytes for byte-level, else seen</source>
        <translation>bytes для byte-level, иначе seen</translation>
    </message>
    <message>
        <source>Extra alphabet</source>
        <translation>Дополнительный алфавит</translation>
    </message>
    <message>
        <source>Characters the vocabulary holds even if the corpus has none of them, e.g. all the letters of a script (tokenizers&apos; initial_alphabet); an unseen one scores as the rarest piece</source>
        <translation>Символы, которые словарь содержит, даже если их нет в корпусе, например все буквы какой-либо письменности (initial_alphabet в tokenizers); невстреченный символ получает оценку самого редкого куска</translation>
    </message>
    <message>
        <source>Fuse unknown</source>
        <translation>Слияние неизвестных</translation>
    </message>
    <message>
        <source>A run of unknown characters becomes one unknown token, as SentencePiece does</source>
        <translation>Серия неизвестных символов становится одним неизвестным токеном, как в SentencePiece</translation>
    </message>
    <message>
        <source>Seed size</source>
        <translation>Размер начального словаря</translation>
    </message>
    <message>
        <source>Initial vocabulary: characters plus the best substrings; approximate pruning takes SentencePiece&apos;s (seen twice or more, by count x length), exact the course&apos;s (all, by count)</source>
        <translation>Начальный словарь: символы плюс лучшие подстроки; приближённое прореживание берёт подстроки как SentencePiece (встреченные не менее двух раз, по частоте × длине), точное — как в курсе (все, по частоте)</translation>
    </message>
    <message>
        <source>Shrinking factor</source>
        <translation>Коэффициент сжатия</translation>
    </message>
    <message>
        <source>Each pruning round keeps this share of the pieces</source>
        <translation>Какую долю кусков оставляет каждый раунд прореживания</translation>
    </message>
    <message>
        <source>EM steps per round</source>
        <translation>Шагов EM на раунд</translation>
    </message>
    <message>
        <source>Expectation-maximisation steps before each pruning; 0 keeps the seed frequencies, as the course does</source>
        <translation>Шаги EM-алгоритма перед каждым прореживанием; 0 сохраняет начальные частоты, как в курсе</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>Прореживание</translation>
    </message>
    <message>
        <source>approximate: SentencePiece&apos;s estimate; exact: the course&apos;s loss with each piece removed, slow</source>
        <translation>approximate: оценка SentencePiece; exact: потери из курса при удалении каждого куска, медленно</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>approximate</translation>
    </message>
    <message>
        <source>Max word length (bytes)</source>
        <translation>Макс. длина слова (байт)</translation>
    </message>
    <message>
        <source>Words longer than this in UTF-8 are left out of training and counted in the report, as SentencePiece&apos;s max_sentence_length leaves out long sentences: a single huge word would make the seed and every EM step slow</source>
        <translation>Слова длиннее этого в UTF-8 исключаются из обучения и учитываются в отчёте, как max_sentence_length в SentencePiece исключает длинные предложения: одно огромное слово замедлило бы построение начального словаря и каждый шаг EM</translation>
    </message>
    <message>
        <source>Max piece length</source>
        <translation>Макс. длина куска</translation>
    </message>
    <message>
        <source>Longest piece in characters</source>
        <translation>Самый длинный кусок в символах</translation>
    </message>
</context>
<context>
    <name>TrainingForm</name>
    <message>
        <source>{help} (a new form starts at {value})</source>
        <translation>{help} (новая форма начинается с {value})</translation>
    </message>
    <message>
        <source>{help} (default {value})</source>
        <translation>{help} (по умолчанию {value})</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <source>Alphabet and special tokens</source>
        <translation>Алфавит и специальные токены</translation>
    </message>
    <message>
        <source>Algorithm specifics</source>
        <translation>Особенности алгоритма</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>The vocabulary size ({size}) is below the alphabet size plus the special tokens ({floor}): the trainer could not make a single merge.</source>
        <translation>Размер словаря ({size}) меньше размера алфавита вместе со специальными токенами ({floor}): обучение не сможет сделать ни одного слияния.</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Choose a preset…</source>
        <translation>Выберите готовые настройки…</translation>
    </message>
    <message>
        <source>Fill in the settings of a well-known tokenizer</source>
        <translation>Заполнить настройки известного токенизатора</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>О&amp;бучить</translation>
    </message>
    <message>
        <source>Train on the project&apos;s corpus with these settings (Ctrl+T)</source>
        <translation>Обучить на корпусе проекта с этими настройками (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>Оста&amp;новить</translation>
    </message>
    <message>
        <source>Stop training; you can keep the partial model</source>
        <translation>Остановить обучение; частичную модель можно сохранить</translation>
    </message>
    <message>
        <source>merge</source>
        <translation>слияние</translation>
    </message>
    <message>
        <source>pair count</source>
        <translation>частота пары</translation>
    </message>
    <message>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>размер словаря</translation>
    </message>
    <message>
        <source>tokens per word</source>
        <translation>токенов на слово</translation>
    </message>
    <message>
        <source>Tokens per word on the last 5 % of the corpus&apos;s lines at every vocabulary size of this run, computed after training (Measure → Every size of this model… picks a size)</source>
        <translation>Токенов на слово на последних 5 % строк корпуса при каждом размере словаря этого обучения, вычислено после обучения (размер выбирается в «Измерения → Все размеры этой модели…»)</translation>
    </message>
    <message>
        <source>loss increase of a removed piece</source>
        <translation>рост потерь от удалённого куска</translation>
    </message>
    <message>
        <source>pieces</source>
        <translation>куски</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Кусок</translation>
    </message>
    <message>
        <source>Loss increase</source>
        <translation>Рост потерь</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Левый</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Правый</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Новый токен</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Частота</translation>
    </message>
    <message>
        <source>EM step</source>
        <translation>шаг EM</translation>
    </message>
    <message>
        <source>loss per word</source>
        <translation>потери на слово</translation>
    </message>
    <message>
        <source>score</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>pruning round</source>
        <translation>раунд прореживания</translation>
    </message>
    <message>
        <source>Counting words: %p%</source>
        <translation>Подсчёт слов: %p%</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>Подсчёт слов…</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Обучение…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Pausing…</source>
        <translation>Приостановка…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Приостановлено.</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>осталось около {seconds} с</translation>
    </message>
    <message>
        <source>{size} tokens; no training history (imported).</source>
        <translation>Токенов: {size}; истории обучения нет (импортирована).</translation>
    </message>
    <message>
        <source>, {rate} merges per second</source>
        <translation>, {rate} слияний в секунду</translation>
    </message>
    <message>
        <source>Trained in {seconds} s: {size} tokens{merges}.</source>
        <translation>Обучено за {seconds} с: токенов: {size}{merges}.</translation>
    </message>
    <message>
        <source>Stopped at {size} of {target} tokens after {seconds} s{merges}.</source>
        <translation>Остановлено на {size} из {target} токенов через {seconds} с{merges}.</translation>
    </message>
    <message>
        <source>Stopped at {size} tokens after {seconds} s{merges}.</source>
        <translation>Остановлено на {size} токенах через {seconds} с{merges}.</translation>
    </message>
    <message>
        <source>{ours} tokens per word on its corpus; {reference} with the vocabulary of BPE merges that the tokenizers library&apos;s WordPiece trainer learns. The score count(pair) / (count(first) × count(second)) favours pairs of rare pieces, so frequent words can stay split.</source>
        <translation>{ours} токенов на слово на своём корпусе; {reference} со словарём из слияний BPE, которые выучивает тренер WordPiece из библиотеки tokenizers. Оценка count(pair) / (count(first) × count(second)) благоприятствует парам редких кусков, поэтому частые слова могут остаться разбитыми.</translation>
    </message>
    <message>
        <source>Choose settings and press Train.</source>
        <translation>Выберите настройки и нажмите «Обучить».</translation>
    </message>
    <message>
        <source>Stopped before training began.</source>
        <translation>Остановлено до начала обучения.</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>Обучение остановлено</translation>
    </message>
    <message>
        <source>Keep the partial model?</source>
        <translation>Сохранить частичную модель?</translation>
    </message>
    <message>
        <source>Stopped; the partial model was discarded.</source>
        <translation>Остановлено; частичная модель отброшена.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Training failed: {reason}</source>
        <translation>Обучение не удалось: {reason}</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>причина не указана</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>Обучение не удалось</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>s</source>
        <comment>seconds, on a graph&apos;s axis</comment>
        <translation>с</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>milliseconds, on a graph&apos;s axis</comment>
        <translation>мс</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>microseconds, on a graph&apos;s axis</comment>
        <translation>мкс</translation>
    </message>
    <message>
        <source>ks</source>
        <comment>thousands of seconds, on a graph&apos;s axis</comment>
        <translation>кс</translation>
    </message>
</context>
<context>
    <name>VocabPanel</name>
    <message>
        <source>Search the vocabulary (Ctrl+F)</source>
        <translation>Поиск по словарю (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only tokens containing this text, as stored or as shown (· for a space); empty shows all</source>
        <translation>Показывать только токены, содержащие этот текст, в хранимом или показанном виде (· — пробел); пустое поле показывает все</translation>
    </message>
    <message>
        <source>Every token of the model; click a header to sort</source>
        <translation>Все токены модели; щёлкните заголовок, чтобы отсортировать</translation>
    </message>
    <message>
        <source>How the selected token was built</source>
        <translation>Как построен выбранный токен</translation>
    </message>
    <message>
        <source>The BPE merges that built the selected token, down to single characters or bytes</source>
        <translation>Слияния BPE, из которых построен выбранный токен, вплоть до отдельных символов или байтов</translation>
    </message>
    <message>
        <source>{token}  (special token)</source>
        <translation>{token}  (специальный токен)</translation>
    </message>
    <message>
        <source>{token}  (alphabet)</source>
        <translation>{token}  (алфавит)</translation>
    </message>
    <message>
        <source>{token}  =  {left} + {right}  (merge {rank})</source>
        <translation>{token}  =  {left} + {right}  (слияние {rank})</translation>
    </message>
</context>
<context>
    <name>VocabTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Токен</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
    <message>
        <source>The token&apos;s id in the vocabulary</source>
        <translation>Id токена в словаре</translation>
    </message>
    <message>
        <source>The token&apos;s text; · marks a space, ⟨hex⟩ the bytes of a partial character</source>
        <translation>Текст токена; · обозначает пробел, ⟨hex⟩ — байты неполного символа</translation>
    </message>
    <message>
        <source>BPE: rank of the merge that made the token (empty for the alphabet); Unigram: the token&apos;s log-probability</source>
        <translation>BPE: ранг слияния, создавшего токен (пусто для алфавита); Unigram: логарифм вероятности токена</translation>
    </message>
    <message>
        <source>Length of the token: bytes for byte-level models, characters otherwise (without a continuing-subword prefix such as ##)</source>
        <translation>Длина токена: в байтах для байтовых моделей, иначе в символах (без префикса продолжения слова вроде ##)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Merge rank</source>
        <translation>Ранг слияния</translation>
    </message>
    <message>
        <source>Stored as: {token}</source>
        <translation>Хранится как: {token}</translation>
    </message>
</context>
<context>
    <name>WordTableModel</name>
    <message>
        <source>Word</source>
        <translation>Слово</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Частота</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Длина</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <source>always</source>
        <translation>всегда (always)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>только первому слову (first)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда (never)</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>оставлять (keep)</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>убирать (drop)</translation>
    </message>
    <message>
        <source>first-seen</source>
        <translation>первая встреченная (first-seen)</translation>
    </message>
    <message>
        <source>lowest-id</source>
        <translation>наименьший id (lowest-id)</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>байты (bytes)</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>встреченные символы (seen)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>точная (exact)</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>приближённая (approximate)</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>a .model normalizes only with SentencePiece&apos;s own compiled rules: train with --normalizer spm-nmt-nfkc or spm-nfkc (its NFKC), or none, or export &apos;tokenizer-json&apos;</source>
        <translation>файл .model нормализует текст только собственными скомпилированными правилами SentencePiece: обучайте с --normalizer spm-nmt-nfkc, spm-nfkc (его NFKC) или none либо экспортируйте &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>a piece holds &apos;▁&apos; after its start, which SentencePiece would let cross the word boundaries the metaspace pre-tokenizer makes</source>
        <translation>кусок содержит &apos;▁&apos; не в начале, а SentencePiece позволил бы такому куску пересекать границы слов, которые задаёт претокенизатор metaspace</translation>
    </message>
    <message>
        <source>tiktoken splits by one regex, then maps bytes: byte-level BPE without a prefix space (or a Split regex then ByteLevel) only</source>
        <translation>tiktoken разбивает текст одним регулярным выражением, а затем отображает байты: подходит только byte-level BPE без пробела в начале (или регулярное выражение Split, а за ним ByteLevel)</translation>
    </message>
    <message>
        <source>the merges do not build tokens in the order of their ids, so tiktoken, which merges by rank, would split words differently</source>
        <translation>слияния строят токены не в порядке их id, поэтому tiktoken, который сливает по рангу, разбивал бы слова иначе</translation>
    </message>
    <message>
        <source>this format cannot hold the model&apos;s {part} ({value1}): its readers would use {value2} and tokenize differently; export &apos;tokenizer-json&apos; instead</source>
        <translation>этот формат не может хранить часть модели {part} ({value1}): читающие его программы взяли бы {value2} и токенизировали бы иначе; экспортируйте вместо этого &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>with ignore_merges a word in the vocabulary is one token whatever the merges, so fewer merges do not tell its split</source>
        <translation>с ignore_merges слово из словаря остаётся одним токеном при любых слияниях, поэтому меньшее число слияний не показывает, как оно разбивается</translation>
    </message>
    <message>
        <source>the vocabulary skips {value0} ids, which format {format_name} cannot (its tokens take the ids in turn); export &apos;tokenizer-json&apos; instead</source>
        <translation>в словаре пропущены id (всего {value0}), а формат {format_name} этого не допускает (его токены получают id по порядку); экспортируйте вместо этого &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>{path}: NUL bytes in the first 8 KB: a binary file, or UTF-16 or UTF-32 without a byte order mark (save it as UTF-8)</source>
        <translation>{path}: байты NUL в первых 8 KB: это двоичный файл либо UTF-16 или UTF-32 без метки порядка байтов (сохраните его в UTF-8)</translation>
    </message>
    <message>
        <source>SentencePiece splits text only as the metaspace pre-tokenizer does, not as {kind}; export &apos;tokenizer-json&apos; instead</source>
        <translation>SentencePiece разбивает текст только так, как претокенизатор metaspace, а не как {kind}; экспортируйте вместо этого &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>the vocabulary&apos;s order is not known to be the order training made it (a model trained by the workbench is)</source>
        <translation>неизвестно, совпадает ли порядок словаря с тем, в котором его построило обучение (у модели, обученной в Tokenizer Workbench, совпадает)</translation>
    </message>
    <message>
        <source>token {token} starts or ends with white space, which vocab.txt readers strip; export &apos;tokenizer-json&apos; instead</source>
        <translation>токен {token} начинается или заканчивается пробельным символом, а программы, читающие vocab.txt, его отбрасывают; экспортируйте вместо этого &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>SentencePiece has control symbols only, not added tokens that are normalized, stripped or not special</source>
        <translation>в SentencePiece есть только управляющие символы, а не добавленные токены, которые нормализуются, обрезаются или не являются специальными</translation>
    </message>
    <message>
        <source>bundle version {version} is newer than this program reads (up to {VERSION}); open it with a newer Tokenizer Workbench</source>
        <translation>версия файла проекта {version} новее тех, что читает эта программа (до {VERSION}); откройте его в более новой версии Tokenizer Workbench</translation>
    </message>
    <message>
        <source>every word is over {max_word_bytes} bytes, the longest a Unigram word may be (max word bytes): nothing to train on</source>
        <translation>каждое слово длиннее {max_word_bytes} байт — наибольшей длины слова для Unigram (макс. длина слова): обучаться не на чем</translation>
    </message>
    <message>
        <source>SentencePiece makes a run of unknown characters one piece; train BPE with --fuse-unk to export it</source>
        <translation>SentencePiece превращает серию неизвестных символов в один кусок; чтобы экспортировать модель, обучите BPE с --fuse-unk</translation>
    </message>
    <message>
        <source>the corpus has no more pieces to offer (its characters and their sequences of up to {max_piece_length} characters)</source>
        <translation>в корпусе больше нет кусков (его символов и их последовательностей длиной до {max_piece_length} символов)</translation>
    </message>
    <message>
        <source>cannot encode {word}: it is not in the WordLevel vocabulary and the unknown token {unk_token} is not either</source>
        <translation>не удаётся закодировать {word}: его нет в словаре WordLevel, как нет там и неизвестного токена {unk_token}</translation>
    </message>
    <message>
        <source>the post-processor adds the id {value0}, which is not in the vocabulary: nothing to keep for it</source>
        <translation>постобработка добавляет id {value0}, которого нет в словаре: для него нечего сохранять</translation>
    </message>
    <message>
        <source>SentencePiece BPE has no continuing-subword prefix, end-of-word suffix or ignore_merges</source>
        <translation>в SentencePiece BPE нет префикса продолжения слова, суффикса конца слова и ignore_merges</translation>
    </message>
    <message>
        <source>{vocab_path}: not byte-level BPE (its pre-tokenizer is unknown); open its tokenizer.json instead</source>
        <translation>{vocab_path}: это не byte-level BPE (его претокенизатор неизвестен); откройте вместо этого его tokenizer.json</translation>
    </message>
    <message>
        <source>{what} {token} contains {char}, which this format&apos;s lines cannot hold; export &apos;tokenizer-json&apos; instead</source>
        <translation>{what} {token} содержит {char}, а в строках этого формата такой символ недопустим; экспортируйте вместо этого &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>{section} has no &apos;type&apos; and its fields fit none of the types tokenizers reads without one: {value1}</source>
        <translation>в {section} нет &apos;type&apos;, и его поля не подходят ни к одному из типов, которые tokenizers читает без него: {value1}</translation>
    </message>
    <message>
        <source>the special token {value0} would get another id, which the post-processor&apos;s template names</source>
        <translation>специальный токен {value0} получил бы другой id, а шаблон постобработки указывает прежний</translation>
    </message>
    <message>
        <source>{path}: too large to embed in a bundle (limit {value1} MB of text); keep it as a file reference</source>
        <translation>{path}: слишком велик, чтобы встроить его в файл проекта (предел — {value1} MB текста); оставьте его ссылкой на файл</translation>
    </message>
    <message>
        <source>{path}: the bundle would be over the {value1} MB limit; embed fewer corpora or keep fewer runs</source>
        <translation>{path}: файл проекта превысил бы предел в {value1} MB; встройте меньше корпусов или оставьте меньше обучений</translation>
    </message>
    <message>
        <source>{path}: a line longer than {max_line} bytes (the longest line read); split the text into lines</source>
        <translation>{path}: строка длиннее {max_line} байт (самой длинной строки, которую можно прочитать); разбейте текст на строки</translation>
    </message>
    <message>
        <source>cannot encode {word}: {value1} at {start} needs the unknown token and the model has none (unk_id)</source>
        <translation>не удаётся закодировать {word}: для {value1} в позиции {start} нужен неизвестный токен, а у модели его нет (unk_id)</translation>
    </message>
    <message>
        <source>added tokens outside the model&apos;s vocabulary must have the ids that follow it</source>
        <translation>добавленные токены вне словаря модели должны иметь id, идущие сразу после него</translation>
    </message>
    <message>
        <source>a line longer than {max_line} bytes (the longest line read); split the text into lines</source>
        <translation>строка длиннее {max_line} байт (самой длинной строки, которую можно прочитать); разбейте текст на строки</translation>
    </message>
    <message>
        <source>{vocab_size} tokens is fewer than the model starts from (special tokens and alphabet: {smallest})</source>
        <translation>токенов: {vocab_size} — это меньше, чем в модели с самого начала (специальные токены и алфавит: {smallest})</translation>
    </message>
    <message>
        <source>no pair of tokens is left: every word is one token (too few distinct words)</source>
        <translation>пар токенов не осталось: каждое слово — один токен (слишком мало различных слов)</translation>
    </message>
    <message>
        <source>{path}: a tokenizer file holds one model; --model NAME is for project bundles</source>
        <translation>{path}: файл токенизатора содержит одну модель; --model NAME — для файлов проектов</translation>
    </message>
    <message>
        <source>extending a SentencePiece BPE model (merged by score) is not supported</source>
        <translation>расширение модели SentencePiece BPE (слияния по оценке) не поддерживается</translation>
    </message>
    <message>
        <source>the vocabulary skips {value0} ids, so it cannot be {change} (pruning closes the gaps)</source>
        <translation>в словаре пропущены id (всего {value0}), поэтому модель нельзя изменить так ({change}); прореживание закрывает пропуски</translation>
    </message>
    <message>
        <source>Metaspace add_prefix_space false does not match its prepend_scheme {scheme}</source>
        <translation>add_prefix_space false у Metaspace не согласуется с его prepend_scheme {scheme}</translation>
    </message>
    <message>
        <source>not every byte is a token, so tiktoken could not encode every text</source>
        <translation>не каждый байт является токеном, поэтому tiktoken смог бы закодировать не всякий текст</translation>
    </message>
    <message>
        <source>truncation {strategy}: that sequence is too short to remove {value1} tokens from it</source>
        <translation>усечение {strategy}: последовательность слишком коротка, чтобы убрать из неё столько токенов ({value1})</translation>
    </message>
    <message>
        <source>{path}: not a tiktoken sidecar (pat_str a string, special_tokens ids)</source>
        <translation>{path}: это не сопроводительный файл tiktoken (pat_str — строка, special_tokens — id)</translation>
    </message>
    <message>
        <source>{size} tokens, not the {vocab_size} asked for: {alphabet} and the special tokens alone are {size}</source>
        <translation>токенов: {size}, а не запрошенные {vocab_size}: {alphabet} и специальные токены сами по себе дают {size}</translation>
    </message>
    <message>
        <source>a Unigram model keeps no record of the sizes it passed through</source>
        <translation>модель Unigram не хранит сведений о размерах, через которые прошла</translation>
    </message>
    <message>
        <source>a model with ignore_merges cannot be cut down to fewer merges</source>
        <translation>модель с ignore_merges нельзя урезать до меньшего числа слияний</translation>
    </message>
    <message>
        <source>fuse unk is a BPE setting (Unigram always fuses unknown runs)</source>
        <translation>слияние неизвестных — настройка BPE (Unigram всегда сливает серии неизвестных символов)</translation>
    </message>
    <message>
        <source>SentencePiece needs an unknown token; train with --unk-token</source>
        <translation>SentencePiece нужен неизвестный токен; обучайте с --unk-token</translation>
    </message>
    <message>
        <source>SentencePiece has no WordPiece model; export &apos;bert&apos; instead</source>
        <translation>в SentencePiece нет модели WordPiece; экспортируйте вместо этого &apos;bert&apos;</translation>
    </message>
    <message>
        <source>cannot encode {word}: the unknown token {unk_token} is not in the vocabulary</source>
        <translation>не удаётся закодировать {word}: неизвестного токена {unk_token} нет в словаре</translation>
    </message>
    <message>
        <source>initial alphabet &apos;bytes&apos; needs the byte-level pre-tokenizer</source>
        <translation>начальному алфавиту &apos;bytes&apos; нужен претокенизатор byte-level</translation>
    </message>
    <message>
        <source>{path}: a word-count table cannot be evaluated on; give its text</source>
        <translation>{path}: по таблице частот слов оценку провести нельзя; укажите сам текст</translation>
    </message>
    <message>
        <source>SentencePiece treat_whitespace_as_suffix is not supported</source>
        <translation>treat_whitespace_as_suffix из SentencePiece не поддерживается</translation>
    </message>
    <message>
        <source>SentencePiece byte fallback needs all 256 &lt;0xXX&gt; pieces</source>
        <translation>для отката к байтам (byte fallback) в SentencePiece нужны все 256 кусков &lt;0xXX&gt;</translation>
    </message>
    <message>
        <source>byte {value0} has no rank, so text holding it cannot be encoded</source>
        <translation>у байта {value0} нет ранга, поэтому текст с ним закодировать нельзя</translation>
    </message>
    <message>
        <source>tiktoken applies no normalizer, and this model has one</source>
        <translation>tiktoken не применяет нормализатор, а у этой модели он есть</translation>
    </message>
    <message>
        <source>truncation OnlySecond needs a second sequence (--pair)</source>
        <translation>усечению OnlySecond нужна вторая последовательность (--pair)</translation>
    </message>
    <message>
        <source>the domain corpus has no words to learn tokens from</source>
        <translation>в текстах предметной области нет слов, на которых можно выучить токены</translation>
    </message>
    <message>
        <source>rank {value0} is past the largest id the workbench holds ({value1})</source>
        <translation>ранг {value0} больше наибольшего id, который допускает Tokenizer Workbench ({value1})</translation>
    </message>
    <message>
        <source>bundle version {version} is not a version this program knows</source>
        <translation>версия файла проекта {version} этой программе неизвестна</translation>
    </message>
    <message>
        <source>CharDelimiterSplit delimiter {delimiter} is not one character</source>
        <translation>разделитель CharDelimiterSplit {delimiter} — не один символ</translation>
    </message>
    <message>
        <source>no pruning round left {vocab_size} pieces; the sizes kept are {sizes}</source>
        <translation>ни один раунд прореживания не дал размер {vocab_size}; сохранены размеры {sizes}</translation>
    </message>
    <message>
        <source>decoding id {value0} changed the text before it: {prefix} became {text}</source>
        <translation>декодирование id {value0} изменило текст перед ним: {prefix} превратилось в {text}</translation>
    </message>
    <message>
        <source>the reference {reference} is not one of the evaluation files</source>
        <translation>эталон {reference} не входит в файлы для оценки</translation>
    </message>
    <message>
        <source>{path}: no tokenizer file in this folder (looked for {value1})</source>
        <translation>{path}: в этой папке нет файла токенизатора (искали {value1})</translation>
    </message>
    <message>
        <source>the held-out share must be between 0 and 1, got {share}</source>
        <translation>отложенная доля должна быть от 0 до 1, получено {share}</translation>
    </message>
    <message>
        <source>merge {left} {right} uses a token missing from the vocabulary</source>
        <translation>слияние {left} {right} использует токен, которого нет в словаре</translation>
    </message>
    <message>
        <source>{path}: cannot save ({value1}); the previous file is unchanged</source>
        <translation>{path}: не удаётся сохранить ({value1}); прежний файл не изменён</translation>
    </message>
    <message>
        <source>model vocabulary gives one id to several tokens</source>
        <translation>словарь модели даёт один и тот же id нескольким токенам</translation>
    </message>
    <message>
        <source>{problem} in the project; choose one with --model NAME: {names}</source>
        <translation>в проекте: {problem}; выберите модель с помощью --model NAME: {names}</translation>
    </message>
    <message>
        <source>the number of tokens to add must be at least 1</source>
        <translation>число добавляемых токенов должно быть не меньше 1</translation>
    </message>
    <message>
        <source>model vocabulary ids are not all whole numbers</source>
        <translation>не все id в словаре модели — целые числа</translation>
    </message>
    <message>
        <source>vocabulary entry {piece} is not a [piece, score] pair</source>
        <translation>запись словаря {piece} — не пара [piece, score]</translation>
    </message>
    <message>
        <source>Unigram prunes pieces rather than merging them</source>
        <translation>Unigram прореживает куски, а не сливает их</translation>
    </message>
    <message>
        <source>a training worker process stopped unexpectedly</source>
        <translation>рабочий процесс обучения неожиданно остановился</translation>
    </message>
    <message>
        <source>shrinking factor must be between 0 and 1, got {shrinking_factor}</source>
        <translation>коэффициент сжатия должен быть от 0 до 1, получено {shrinking_factor}</translation>
    </message>
    <message>
        <source>makes a token shorter than {max_token_length} (max token length)</source>
        <translation>даёт токен короче {max_token_length} (макс. длина токена)</translation>
    </message>
    <message>
        <source>not a project bundle (the file holds a JSON {value0})</source>
        <translation>это не файл проекта (в файле JSON типа {value0})</translation>
    </message>
    <message>
        <source>no text field {text_field} (choose one with --text-field)</source>
        <translation>нет текстового поля {text_field} (выберите поле с помощью --text-field)</translation>
    </message>
    <message>
        <source>padding strategy {strategy} is not one tokenizers reads</source>
        <translation>стратегию дополнения {strategy} tokenizers не читает</translation>
    </message>
    <message>
        <source>template token {key} is not in its special_tokens</source>
        <translation>токена шаблона {key} нет в его special_tokens</translation>
    </message>
    <message>
        <source>not a project bundle (format is {value0}, expected {FORMAT})</source>
        <translation>это не файл проекта (формат {value0}, ожидался {FORMAT})</translation>
    </message>
    <message>
        <source>the characters of the corpus (never removed)</source>
        <translation>символы корпуса (не удаляются никогда)</translation>
    </message>
    <message>
        <source>rank {value0} is negative (tiktoken refuses it too)</source>
        <translation>ранг {value0} отрицателен (tiktoken его тоже не принимает)</translation>
    </message>
    <message>
        <source>unk_id {unk_id} is not in the vocabulary of {value1} pieces</source>
        <translation>unk_id {unk_id} вне словаря (кусков в нём: {value1})</translation>
    </message>
    <message>
        <source>Metaspace replacement {replacement} is not one character</source>
        <translation>замена {replacement} у Metaspace — не один символ</translation>
    </message>
    <message>
        <source>SentencePiece model type {value0} is not supported</source>
        <translation>тип модели SentencePiece {value0} не поддерживается</translation>
    </message>
    <message>
        <source>{vocab_path}: no [UNK] token, so not a BERT vocab.txt</source>
        <translation>{vocab_path}: нет токена [UNK], значит, это не vocab.txt от BERT</translation>
    </message>
    <message>
        <source>not a tokenizer.json (no &apos;model&apos; section)</source>
        <translation>это не tokenizer.json (нет раздела &apos;model&apos;)</translation>
    </message>
    <message>
        <source>BPE dropout must be between 0 and 1, not {dropout}</source>
        <translation>BPE-dropout должен быть от 0 до 1, а не {dropout}</translation>
    </message>
    <message>
        <source>a WordLevel model cannot be extended here</source>
        <translation>модель WordLevel здесь расширить нельзя</translation>
    </message>
    <message>
        <source>FixedLength length must be positive, not {length}</source>
        <translation>длина FixedLength должна быть положительной, а не {length}</translation>
    </message>
    <message>
        <source>left out {words} ({occurrences}) over {max_word_bytes} bytes (max word bytes)</source>
        <translation>пропущены слова длиннее {max_word_bytes} байт (макс. длина слова) — {words} ({occurrences})</translation>
    </message>
    <message>
        <source>occurs {min_frequency} times or more (minimum frequency)</source>
        <translation>встречается с частотой не ниже {min_frequency} (минимальная частота)</translation>
    </message>
    <message>
        <source>shrinking_factor must be between 0 and 1</source>
        <translation>shrinking_factor должен быть от 0 до 1</translation>
    </message>
    <message>
        <source>pattern {pattern} is neither a String nor a Regex</source>
        <translation>шаблон {pattern} — ни String, ни Regex</translation>
    </message>
    <message>
        <source>unknown normalizer {value0}; choose from: none, {value1}</source>
        <translation>неизвестный нормализатор {value0}; выберите из: none, {value1}</translation>
    </message>
    <message>
        <source>{where}: ids and scores do not match the pieces</source>
        <translation>{where}: id и оценки не соответствуют кускам</translation>
    </message>
    <message>
        <source>{vocab_path}: not a token -&gt; id map with ids 0..n-1</source>
        <translation>{vocab_path}: это не отображение токен -&gt; id с id 0..n-1</translation>
    </message>
    <message>
        <source>special token {given} has no id (known for {value1}: {known})</source>
        <translation>у специального токена {given} нет id (известные для {value1}: {known})</translation>
    </message>
    <message>
        <source>special token {content} is not in the vocabulary</source>
        <translation>специального токена {content} нет в словаре</translation>
    </message>
    <message>
        <source>truncation {data} is not one tokenizers reads</source>
        <translation>усечение {data} tokenizers не читает</translation>
    </message>
    <message>
        <source>{merges_path}:{number}: a merge is two tokens and one space</source>
        <translation>{merges_path}:{number}: слияние — это два токена и один пробел</translation>
    </message>
    <message>
        <source>precompiled charsmap has an empty trie</source>
        <translation>в precompiled charsmap пустое префиксное дерево (trie)</translation>
    </message>
    <message>
        <source>a tokenizer.json, not a project bundle</source>
        <translation>это tokenizer.json, а не файл проекта</translation>
    </message>
    <message>
        <source>the project already has a model named {name}</source>
        <translation>в проекте уже есть модель с именем {name}</translation>
    </message>
    <message>
        <source>not a SentencePiece model (no pieces)</source>
        <translation>это не модель SentencePiece (нет кусков)</translation>
    </message>
    <message>
        <source>unknown pre-tokenizer {kind}; choose from: {value1}</source>
        <translation>неизвестный претокенизатор {kind}; выберите из: {value1}</translation>
    </message>
    <message>
        <source>special token id {value0} is a token&apos;s rank</source>
        <translation>id специального токена {value0} совпадает с рангом токена</translation>
    </message>
    <message>
        <source>WordPiece has no end-of-word suffix</source>
        <translation>у WordPiece нет суффикса конца слова</translation>
    </message>
    <message>
        <source>SentencePiece refuses this model: {refusal}</source>
        <translation>SentencePiece не принимает эту модель: {refusal}</translation>
    </message>
    <message>
        <source>id {token_id} is not in the vocabulary (0..{value1})</source>
        <translation>id {token_id} вне словаря (0..{value1})</translation>
    </message>
    <message>
        <source>the model has {largest} tokens, fewer than {vocab_size}</source>
        <translation>в модели токенов: {largest}, это меньше {vocab_size}</translation>
    </message>
    <message>
        <source>{value0}: expected 64 lowercase hex digits</source>
        <translation>{value0}: ожидалось 64 шестнадцатеричные цифры в нижнем регистре</translation>
    </message>
    <message>
        <source>{exc} (the previous version is in {path}.bak)</source>
        <translation>{exc} (прежняя версия — в {path}.bak)</translation>
    </message>
    <message>
        <source>dropout applies to BPE models only</source>
        <translation>dropout применим только к моделям BPE</translation>
    </message>
    <message>
        <source>not valid JSON (nested too deeply)</source>
        <translation>некорректный JSON (слишком глубокая вложенность)</translation>
    </message>
    <message>
        <source>{value0} exists; use --force to overwrite</source>
        <translation>{value0} уже существует; чтобы перезаписать, используйте --force</translation>
    </message>
    <message>
        <source>{path}: file is {value1} MB, over the {value2} MB limit</source>
        <translation>{path}: размер файла — {value1} MB, больше предела в {value2} MB</translation>
    </message>
    <message>
        <source>precompiled charsmap is truncated</source>
        <translation>precompiled charsmap обрезан</translation>
    </message>
    <message>
        <source>precompiled charsmap is malformed</source>
        <translation>precompiled charsmap повреждён</translation>
    </message>
    <message>
        <source>the project has no trained models</source>
        <translation>в проекте нет обученных моделей</translation>
    </message>
    <message>
        <source>vocab size must be at most {MAX_TOKENS}, got {vocab_size}</source>
        <translation>размер словаря должен быть не больше {MAX_TOKENS}, получено {vocab_size}</translation>
    </message>
    <message>
        <source>post_processor {kind} is not supported</source>
        <translation>post_processor {kind} не поддерживается</translation>
    </message>
    <message>
        <source>split behavior {behavior} is not supported</source>
        <translation>поведение разбиения {behavior} не поддерживается</translation>
    </message>
    <message>
        <source>WordPiece needs an unknown token</source>
        <translation>WordPiece нужен неизвестный токен</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a corpus file</source>
        <translation>{path}: это папка, а не файл корпуса</translation>
    </message>
    <message>
        <source>a Unigram worker cannot answer {request}</source>
        <translation>рабочий процесс Unigram не может ответить на {request}</translation>
    </message>
    <message>
        <source>pre_tokenizer {kind} is not supported</source>
        <translation>pre_tokenizer {kind} не поддерживается</translation>
    </message>
    <message>
        <source>{where}: columns of different lengths {value1}</source>
        <translation>{where}: столбцы разной длины {value1}</translation>
    </message>
    <message>
        <source>expected &apos;word&lt;TAB&gt;count&apos;, got {value0}</source>
        <translation>ожидалось &apos;слово&lt;TAB&gt;частота&apos;, получено {value0}</translation>
    </message>
    <message>
        <source>unknown format {format_name}; choose from: {value1}</source>
        <translation>неизвестный формат {format_name}; выберите из: {value1}</translation>
    </message>
    <message>
        <source>prepend_scheme must be one of {value0}</source>
        <translation>prepend_scheme должен быть одним из: {value0}</translation>
    </message>
    <message>
        <source>tokenize.models: no run named {value0}</source>
        <translation>tokenize.models: нет обучения с именем {value0}</translation>
    </message>
    <message>
        <source>{path}: nesting deeper than {max_depth} levels</source>
        <translation>{path}: вложенность глубже {max_depth} уровней</translation>
    </message>
    <message>
        <source>two tokens have the same rank</source>
        <translation>у двух токенов одинаковый ранг</translation>
    </message>
    <message>
        <source>vocab_size must be at least 1</source>
        <translation>vocab_size должен быть не меньше 1</translation>
    </message>
    <message>
        <source>not a SentencePiece model ({exc})</source>
        <translation>это не модель SentencePiece ({exc})</translation>
    </message>
    <message>
        <source>normalizer {kind} is not supported</source>
        <translation>нормализатор {kind} не поддерживается</translation>
    </message>
    <message>
        <source>{section}&apos;s &apos;type&apos; is not a string: {value1}</source>
        <translation>&apos;type&apos; в {section} — не строка: {value1}</translation>
    </message>
    <message>
        <source>{section} &apos;Sequence&apos;: {parts} is not a list</source>
        <translation>{section} &apos;Sequence&apos;: {parts} — не список</translation>
    </message>
    <message>
        <source>format {format_name} holds {value1} models, not {algorithm}</source>
        <translation>формат {format_name} хранит модели {value1}, а не {algorithm}</translation>
    </message>
    <message>
        <source>cannot export as tiktoken: {exc}</source>
        <translation>не удаётся экспортировать в tiktoken: {exc}</translation>
    </message>
    <message>
        <source>only BPE has tiktoken ranks</source>
        <translation>ранги tiktoken есть только у BPE</translation>
    </message>
    <message>
        <source>{path}: not a tiktoken sidecar ({exc})</source>
        <translation>{path}: это не сопроводительный файл tiktoken ({exc})</translation>
    </message>
    <message>
        <source>vocab_size must be at most {MAX_TOKENS}</source>
        <translation>vocab_size должен быть не больше {MAX_TOKENS}</translation>
    </message>
    <message>
        <source>{size} of the {vocab_size} tokens asked for: {why}</source>
        <translation>{size} из {vocab_size} запрошенных токенов: {why}</translation>
    </message>
    <message>
        <source>{where}: {value1} sizes but {value2} token counts</source>
        <translation>{where}: размеров — {value1}, а чисел токенов — {value2}</translation>
    </message>
    <message>
        <source>tie_break must be one of {value0}</source>
        <translation>tie_break должен быть одним из: {value0}</translation>
    </message>
    <message>
        <source>decoder {kind} is not supported</source>
        <translation>декодер {kind} не поддерживается</translation>
    </message>
    <message>
        <source>{value0}: must be at least {minimum}, got {value}</source>
        <translation>{value0}: должно быть не меньше {minimum}, получено {value}</translation>
    </message>
    <message>
        <source>algorithm must be one of {value0}</source>
        <translation>algorithm должен быть одним из: {value0}</translation>
    </message>
    <message>
        <source>merge {merge} is not two tokens</source>
        <translation>слияние {merge} — не два токена</translation>
    </message>
    <message>
        <source>{name} must be at least {minimum}, got {value}</source>
        <translation>{name} должно быть не меньше {minimum}, получено {value}</translation>
    </message>
    <message>
        <source>{vocab_path}: a token appears twice</source>
        <translation>{vocab_path}: токен встречается дважды</translation>
    </message>
    <message>
        <source>model {kind} is not supported</source>
        <translation>модель {kind} не поддерживается</translation>
    </message>
    <message>
        <source>model field {key} is missing</source>
        <translation>нет поля модели {key}</translation>
    </message>
    <message>
        <source>pruning must be one of {value0}</source>
        <translation>pruning должен быть одним из: {value0}</translation>
    </message>
    <message>
        <source>{value0}: {value1} numbers instead of 2</source>
        <translation>{value0}: чисел {value1} вместо 2</translation>
    </message>
    <message>
        <source>runs: two models named {value0}</source>
        <translation>runs: две модели с именем {value0}</translation>
    </message>
    <message>
        <source>model field {key} is {value1}, not {kind}</source>
        <translation>поле модели {key} — {value1}, а не {kind}</translation>
    </message>
    <message>
        <source>{section} is not a JSON object</source>
        <translation>{section} — не объект JSON</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} — не число JSON</translation>
    </message>
    <message>
        <source>{where} ({name}): unusable model: {exc}</source>
        <translation>{where} ({name}): модель непригодна: {exc}</translation>
    </message>
    <message>
        <source>{name} is not a JSON object</source>
        <translation>{name} — не объект JSON</translation>
    </message>
    <message>
        <source>{path}: not a JSON file ({exc})</source>
        <translation>{path}: это не файл JSON ({exc})</translation>
    </message>
    <message>
        <source>{vocab_path}: not a JSON file ({exc})</source>
        <translation>{vocab_path}: это не файл JSON ({exc})</translation>
    </message>
    <message>
        <source>{path}:{number}: not &apos;base64 rank&apos;</source>
        <translation>{path}:{number}: строка не вида &apos;base64 ранг&apos;</translation>
    </message>
    <message>
        <source>{where}: {value1} items instead of {value2}</source>
        <translation>{where}: элементов {value1} вместо {value2}</translation>
    </message>
    <message>
        <source>the initial alphabet</source>
        <translation>начальный алфавит</translation>
    </message>
    <message>
        <source>{path}: not UTF-8 text ({exc})</source>
        <translation>{path}: это не текст в UTF-8 ({exc})</translation>
    </message>
    <message>
        <source>{value0}: a key must match {keys}</source>
        <translation>{value0}: ключ должен соответствовать {keys}</translation>
    </message>
    <message>
        <source>{section} {kind} lacks its {value2} field</source>
        <translation>у {section} {kind} нет поля {value2}</translation>
    </message>
    <message>
        <source>{value0}: missing field &apos;{key}&apos;</source>
        <translation>{value0}: нет поля &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>no words found in {names}</source>
        <translation>в {names} не найдено слов</translation>
    </message>
    <message>
        <source>no pair of tokens {value0}</source>
        <translation>нет пары токенов, которая {value0}</translation>
    </message>
    <message>
        <source>{where}: expected {value1}, got {actual}</source>
        <translation>{where}: ожидалось {value1}, получено {actual}</translation>
    </message>
    <message>
        <source>{value0}: expected {value1}, got {value}</source>
        <translation>{value0}: ожидалось {value1}, получено {value}</translation>
    </message>
    <message>
        <source>not valid JSON ({msg})</source>
        <translation>некорректный JSON ({msg})</translation>
    </message>
    <message>
        <source>{name} lacks its {value1} field</source>
        <translation>у {name} нет поля {value1}</translation>
    </message>
    <message>
        <source>{path}: cannot open ({value1})</source>
        <translation>{path}: не удаётся открыть ({value1})</translation>
    </message>
    <message>
        <source>{path}: cannot save ({exc})</source>
        <translation>{path}: не удаётся сохранить ({exc})</translation>
    </message>
    <message>
        <source>{path}: cannot read ({exc})</source>
        <translation>{path}: не удаётся прочитать ({exc})</translation>
    </message>
    <message>
        <source>1 occurrence</source>
        <translation>1 вхождение</translation>
    </message>
    <message>
        <source>{times} occurrences</source>
        <translation>вхождений: {times}</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>лишние данные</translation>
    </message>
    <message>
        <source>unigram</source>
        <translation>unigram</translation>
    </message>
    <message>
        <source>1 word</source>
        <translation>1 слово</translation>
    </message>
    <message>
        <source>{value0} words</source>
        <translation>слов: {value0}</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>tokenizer.json + tokenizer_config.json + special_tokens_map.json (tokenizers, transformers)</source>
        <translation>tokenizer.json + tokenizer_config.json + special_tokens_map.json (tokenizers, transformers)</translation>
    </message>
    <message>
        <source>vocab.json + merges.txt (BPE)</source>
        <translation>vocab.json + merges.txt (BPE)</translation>
    </message>
    <message>
        <source>vocab.txt (WordPiece)</source>
        <translation>vocab.txt (WordPiece)</translation>
    </message>
    <message>
        <source>tokenizer.model + tokenizer.vocab (Unigram, metaspace BPE)</source>
        <translation>tokenizer.model + tokenizer.vocab (Unigram, metaspace BPE)</translation>
    </message>
    <message>
        <source>tokenizer.tiktoken + tokenizer.tiktoken.json with its pattern and special tokens (byte-level BPE; tiktoken)</source>
        <translation>tokenizer.tiktoken + tokenizer.tiktoken.json с шаблоном и специальными токенами (byte-level BPE; tiktoken)</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>GPT-2-like byte-level BPE</source>
        <translation>Байтовый BPE как в GPT-2</translation>
    </message>
    <message>
        <source>BERT-like WordPiece</source>
        <translation>WordPiece как в BERT</translation>
    </message>
    <message>
        <source>T5-like Unigram</source>
        <translation>Unigram как в T5</translation>
    </message>
    <message>
        <source>Course example: BPE</source>
        <translation>Пример из курса: BPE</translation>
    </message>
    <message>
        <source>Course example: WordPiece</source>
        <translation>Пример из курса: WordPiece</translation>
    </message>
    <message>
        <source>Course example: Unigram</source>
        <translation>Пример из курса: Unigram</translation>
    </message>
</context>
</TS>
