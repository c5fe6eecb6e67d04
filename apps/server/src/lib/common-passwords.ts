// Passwords that attackers try first: classic leaked-list entries and the "word + symbol + digits"
// shapes that satisfy the specification's rule (digits, letters and one of @#$%&*!) yet are guessed
// at once. Lower case; compared case-insensitively. A plain string keeps it in the server bundle.
const LIST = `
123456 123456789 12345678 password qwerty 12345 1234567 111111 1234567890 123123 abc123 1234
password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321
monkey 27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl 666666 888888 121212 987654321
football baseball welcome master shadow michael jennifer charlie jordan hunter killer trustno1
batman starwars whatever freedom ninja mustang access flower hello loveme zxcvbnm zxcvbn asdfgh
asdf1234 qazwsx a123456 aa123456 abc12345 abcd1234 qwe123 q1w2e3r4 1q2w3e 5201314 woaini
woaini1314 iloveu 147258369 159753 112233 123qwe 123abc admin admin123 administrator root toor
test test123 guest user passw0rd p@ssw0rd p@ssword changeme default secret login computer
internet samsung google apple china beijing shanghai passw0rd! p@ssw0rd1 p@ssw0rd! p@55w0rd
admin@123 admin@1234 admin123! admin#123 qwer1234! qwer@1234 qwerty123! qwerty@123 abc@1234
abc@123456 abcd@1234 abcd1234! aa123456! aa@123456 aa123456@ password@123 password1!
password123! welcome@123 welcome1! iloveyou1! letmein1! 1qaz@wsx 1qaz!qaz 1qaz2wsx! zaq1@wsx
zaq12wsx! root@123 test@123 test1234! user@123 hello@123 china@123 woaini@1314 asdf@1234
zxcv@1234 admin@888 admin@666 pa$$w0rd pass@123 pass@word1 passw0rd@ changeme1! summer2024!
winter2024! spring2025! autumn2025! qq123456! qq@123456 oms@123456 wms@123456 demo@123
password@1234 password@12345 password@123456 password1234! password12345! password123456!
password!123 password#123 password@2023 password@2024 password@2025 password@2026 password@666
password@888 password!@# password123@ password1234@ password#1234 password*123 password&123
passw0rd@123 passw0rd@1234 passw0rd@12345 passw0rd@123456 passw0rd123! passw0rd1234!
passw0rd12345! passw0rd123456! passw0rd!123 passw0rd#123 passw0rd@2023 passw0rd@2024
passw0rd@2025 passw0rd@2026 passw0rd@666 passw0rd@888 passw0rd!@# passw0rd123@ passw0rd1234@
passw0rd#1234 passw0rd*123 passw0rd&123 p@ssw0rd@123 p@ssw0rd@1234 p@ssw0rd@12345
p@ssw0rd@123456 p@ssw0rd123! p@ssw0rd1234! p@ssw0rd12345! p@ssw0rd123456! p@ssw0rd!123
p@ssw0rd#123 p@ssw0rd@2023 p@ssw0rd@2024 p@ssw0rd@2025 p@ssw0rd@2026 p@ssw0rd@666 p@ssw0rd@888
p@ssw0rd!@# p@ssw0rd123@ p@ssw0rd1234@ p@ssw0rd#1234 p@ssw0rd*123 p@ssw0rd&123 p@ssword@123
p@ssword@1234 p@ssword@12345 p@ssword@123456 p@ssword123! p@ssword1234! p@ssword12345!
p@ssword123456! p@ssword!123 p@ssword#123 p@ssword@2023 p@ssword@2024 p@ssword@2025
p@ssword@2026 p@ssword@666 p@ssword@888 p@ssword!@# p@ssword123@ p@ssword1234@ p@ssword#1234
p@ssword*123 p@ssword&123 admin@12345 admin@123456 admin1234! admin12345! admin123456! admin!123
admin@2023 admin@2024 admin@2025 admin@2026 admin!@# admin123@ admin1234@ admin#1234 admin*123
admin&123 qwer@123 qwer@12345 qwer@123456 qwer123! qwer12345! qwer123456! qwer!123 qwer#123
qwer@2023 qwer@2024 qwer@2025 qwer@2026 qwer@666 qwer@888 qwer!@# qwer123@ qwer1234@ qwer#1234
qwer*123 qwer&123 qwerty@1234 qwerty@12345 qwerty@123456 qwerty1234! qwerty12345! qwerty123456!
qwerty!123 qwerty#123 qwerty@2023 qwerty@2024 qwerty@2025 qwerty@2026 qwerty@666 qwerty@888
qwerty!@# qwerty123@ qwerty1234@ qwerty#1234 qwerty*123 qwerty&123 abc@123 abc@12345 abc123!
abc1234! abc12345! abc123456! abc!123 abc#123 abc@2023 abc@2024 abc@2025 abc@2026 abc@666
abc@888 abc!@# abc123@ abc1234@ abc#1234 abc*123 abc&123 abcd@123 abcd@12345 abcd@123456
abcd123! abcd12345! abcd123456! abcd!123 abcd#123 abcd@2023 abcd@2024 abcd@2025 abcd@2026
abcd@666 abcd@888 abcd!@# abcd123@ abcd1234@ abcd#1234 abcd*123 abcd&123 welcome@1234
welcome@12345 welcome@123456 welcome123! welcome1234! welcome12345! welcome123456! welcome!123
welcome#123 welcome@2023 welcome@2024 welcome@2025 welcome@2026 welcome@666 welcome@888
welcome!@# welcome123@ welcome1234@ welcome#1234 welcome*123 welcome&123 iloveyou@123
iloveyou@1234 iloveyou@12345 iloveyou@123456 iloveyou123! iloveyou1234! iloveyou12345!
iloveyou123456! iloveyou!123 iloveyou#123 iloveyou@2023 iloveyou@2024 iloveyou@2025
iloveyou@2026 iloveyou@666 iloveyou@888 iloveyou!@# iloveyou123@ iloveyou1234@ iloveyou#1234
iloveyou*123 iloveyou&123 letmein@123 letmein@1234 letmein@12345 letmein@123456 letmein123!
letmein1234! letmein12345! letmein123456! letmein!123 letmein#123 letmein@2023 letmein@2024
letmein@2025 letmein@2026 letmein@666 letmein@888 letmein!@# letmein123@ letmein1234@
letmein#1234 letmein*123 letmein&123 monkey@123 monkey@1234 monkey@12345 monkey@123456
monkey123! monkey1234! monkey12345! monkey123456! monkey!123 monkey#123 monkey@2023 monkey@2024
monkey@2025 monkey@2026 monkey@666 monkey@888 monkey!@# monkey123@ monkey1234@ monkey#1234
monkey*123 monkey&123 dragon@123 dragon@1234 dragon@12345 dragon@123456 dragon123! dragon1234!
dragon12345! dragon123456! dragon!123 dragon#123 dragon@2023 dragon@2024 dragon@2025 dragon@2026
dragon@666 dragon@888 dragon!@# dragon123@ dragon1234@ dragon#1234 dragon*123 dragon&123
master@123 master@1234 master@12345 master@123456 master123! master1234! master12345!
master123456! master!123 master#123 master@2023 master@2024 master@2025 master@2026 master@666
master@888 master!@# master123@ master1234@ master#1234 master*123 master&123 sunshine@123
sunshine@1234 sunshine@12345 sunshine@123456 sunshine123! sunshine1234! sunshine12345!
sunshine123456! sunshine!123 sunshine#123 sunshine@2023 sunshine@2024 sunshine@2025
sunshine@2026 sunshine@666 sunshine@888 sunshine!@# sunshine123@ sunshine1234@ sunshine#1234
sunshine*123 sunshine&123 football@123 football@1234 football@12345 football@123456 football123!
football1234! football12345! football123456! football!123 football#123 football@2023
football@2024 football@2025 football@2026 football@666 football@888 football!@# football123@
football1234@ football#1234 football*123 football&123 test@1234 test@12345 test@123456 test123!
test12345! test123456! test!123 test#123 test@2023 test@2024 test@2025 test@2026 test@666
test@888 test!@# test123@ test1234@ test#1234 test*123 test&123 root@1234 root@12345 root@123456
root123! root1234! root12345! root123456! root!123 root#123 root@2023 root@2024 root@2025
root@2026 root@666 root@888 root!@# root123@ root1234@ root#1234 root*123 root&123 user@1234
user@12345 user@123456 user123! user1234! user12345! user123456! user!123 user#123 user@2023
user@2024 user@2025 user@2026 user@666 user@888 user!@# user123@ user1234@ user#1234 user*123
user&123 hello@1234 hello@12345 hello@123456 hello123! hello1234! hello12345! hello123456!
hello!123 hello#123 hello@2023 hello@2024 hello@2025 hello@2026 hello@666 hello@888 hello!@#
hello123@ hello1234@ hello#1234 hello*123 hello&123 woaini@123 woaini@1234 woaini@12345
woaini@123456 woaini123! woaini1234! woaini12345! woaini123456! woaini!123 woaini#123
woaini@2023 woaini@2024 woaini@2025 woaini@2026 woaini@666 woaini@888 woaini!@# woaini123@
woaini1234@ woaini#1234 woaini*123 woaini&123 asdf@123 asdf@12345 asdf@123456 asdf123! asdf1234!
asdf12345! asdf123456! asdf!123 asdf#123 asdf@2023 asdf@2024 asdf@2025 asdf@2026 asdf@666
asdf@888 asdf!@# asdf123@ asdf1234@ asdf#1234 asdf*123 asdf&123 zxcv@123 zxcv@12345 zxcv@123456
zxcv123! zxcv1234! zxcv12345! zxcv123456! zxcv!123 zxcv#123 zxcv@2023 zxcv@2024 zxcv@2025
zxcv@2026 zxcv@666 zxcv@888 zxcv!@# zxcv123@ zxcv1234@ zxcv#1234 zxcv*123 zxcv&123 aa@123
aa@1234 aa@12345 aa123! aa1234! aa12345! aa!123 aa#123 aa@2023 aa@2024 aa@2025 aa@2026 aa@666
aa@888 aa!@# aa123@ aa1234@ aa#1234 aa*123 aa&123 a@123 a@1234 a@12345 a@123456 a123! a1234!
a12345! a123456! a!123 a#123 a@2023 a@2024 a@2025 a@2026 a@666 a@888 a!@# a123@ a1234@ a#1234
a*123 a&123 qq@123 qq@1234 qq@12345 qq123! qq1234! qq12345! qq!123 qq#123 qq@2023 qq@2024
qq@2025 qq@2026 qq@666 qq@888 qq!@# qq123@ qq1234@ qq#1234 qq*123 qq&123 love@123 love@1234
love@12345 love@123456 love123! love1234! love12345! love123456! love!123 love#123 love@2023
love@2024 love@2025 love@2026 love@666 love@888 love!@# love123@ love1234@ love#1234 love*123
love&123 china@1234 china@12345 china@123456 china123! china1234! china12345! china123456!
china!123 china#123 china@2023 china@2024 china@2025 china@2026 china@666 china@888 china!@#
china123@ china1234@ china#1234 china*123 china&123 admin@@123 admin@@1234 admin@@12345
admin@@123456 admin@123! admin@1234! admin@12345! admin@123456! admin@!123 admin@#123
admin@@2023 admin@@2024 admin@@2025 admin@@2026 admin@@666 admin@@888 admin@!@# admin@123@
admin@1234@ admin@#1234 admin@*123 admin@&123 pass@1234 pass@12345 pass@123456 pass123!
pass1234! pass12345! pass123456! pass!123 pass#123 pass@2023 pass@2024 pass@2025 pass@2026
pass@666 pass@888 pass!@# pass123@ pass1234@ pass#1234 pass*123 pass&123 system@123 system@1234
system@12345 system@123456 system123! system1234! system12345! system123456! system!123
system#123 system@2023 system@2024 system@2025 system@2026 system@666 system@888 system!@#
system123@ system1234@ system#1234 system*123 system&123 super@123 super@1234 super@12345
super@123456 super123! super1234! super12345! super123456! super!123 super#123 super@2023
super@2024 super@2025 super@2026 super@666 super@888 super!@# super123@ super1234@ super#1234
super*123 super&123 manager@123 manager@1234 manager@12345 manager@123456 manager123!
manager1234! manager12345! manager123456! manager!123 manager#123 manager@2023 manager@2024
manager@2025 manager@2026 manager@666 manager@888 manager!@# manager123@ manager1234@
manager#1234 manager*123 manager&123 changeme@123 changeme@1234 changeme@12345 changeme@123456
changeme123! changeme1234! changeme12345! changeme123456! changeme!123 changeme#123
changeme@2023 changeme@2024 changeme@2025 changeme@2026 changeme@666 changeme@888 changeme!@#
changeme123@ changeme1234@ changeme#1234 changeme*123 changeme&123 oms@123 oms@1234 oms@12345
oms123! oms1234! oms12345! oms123456! oms!123 oms#123 oms@2023 oms@2024 oms@2025 oms@2026
oms@666 oms@888 oms!@# oms123@ oms1234@ oms#1234 oms*123 oms&123 wms@123 wms@1234 wms@12345
wms123! wms1234! wms12345! wms123456! wms!123 wms#123 wms@2023 wms@2024 wms@2025 wms@2026
wms@666 wms@888 wms!@# wms123@ wms1234@ wms#1234 wms*123 wms&123 oms@@123 oms@@1234 oms@@12345
oms@@123456 oms@123! oms@1234! oms@12345! oms@123456! oms@!123 oms@#123 oms@@2023 oms@@2024
oms@@2025 oms@@2026 oms@@666 oms@@888 oms@!@# oms@123@ oms@1234@ oms@#1234 oms@*123 oms@&123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
