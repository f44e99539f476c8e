# A %{ embedded C block without %} is reported where it starts.
# error: unterminated embedded C block: '%{' without '%}'
# at: 5:1
probe begin { }
%{
static int x;
