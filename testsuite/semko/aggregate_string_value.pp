# Statistics are collected over longs only.
# error: a long is needed here, but this is a string
# at: 5:22
global st
probe begin { st <<< "text" }
