# At the call's entry the function has not returned: $return inside
# @entry has no value.
# error: $return is not available inside @entry: at the call's entry the function has not returned
# at: 5:56
probe kernel.function("ksys_read").return { n = @entry($return) }
