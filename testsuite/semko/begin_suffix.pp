# begin, end and error take no suffix.
# error: 'begin' takes no suffix such as '.cpu'
# error: 'end' takes no suffix such as '.counter'
# at: 5:13
probe begin.cpu { n++ }
probe end.counter { n++ }
