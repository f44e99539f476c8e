bt=0x[0-9a-f]+( 0x[0-9a-f]+)+
first_is_addr=1
 [A-Za-z_][A-Za-z0-9_.]*\+0x[0-9a-f]+.*
...
