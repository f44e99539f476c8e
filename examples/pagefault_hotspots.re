 *FAULTS  WHERE
 *[1-9][0-9][0-9][0-9]+  touch \(user\)
*  *[1-9][0-9]*  [^ ].*
