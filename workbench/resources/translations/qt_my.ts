<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="my_MM">
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Save</source>
        <translation>သိမ်းရန်</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>အားလုံး သိမ်းရန်</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>ဖွင့်ရန်</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ဟုတ်ကဲ့ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>အားလုံး ဟုတ်ကဲ့ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>မဟုတ်ပါ (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>အားလုံး မဟုတ်ပါ (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>ဖျက်သိမ်းရန်</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ထပ်ကြိုးစားရန်</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>လျစ်လျူရှုရန်</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ပိတ်ရန်</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>မလုပ်တော့ပါ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>မသိမ်းဘဲ ပယ်ရန်</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>အကူအညီ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>အသုံးချရန်</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>ပြန်လည် သတ်မှတ်ရန်</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>မူလ အတိုင်း ပြန်ထားရန်</translation>
    </message>
</context>
</TS>
