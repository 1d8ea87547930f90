// rng_bit_generator follows XLA's expansion bit for bit: the key is
// state[0]; THREE_FRY counts from state[1] over the output halved along its
// first even (else largest) dimension; PHILOX counts 128-bit blocks from
// (state[1], state[2]), or (state[1], state[0]) with two words, handing out
// four 32-bit words per block in order. Expected values come from an
// independent Python model of XLA's code whose cores reproduce the
// Random123 known-answer vectors (see unittests/Interpreter/RngBitGeneratorTest).
// RUN: hlokit-run %s

func.func @three_fry() {
  %s = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %s1, %a = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  check.expect_eq_const %a, dense<[[2642642533, 356970675, 4222757798], [3437982737, 1736384518, 1010817143]]> : tensor<2x3xui32>
  check.expect_eq_const %s1, dense<[42, 10]> : tensor<2xui64>
  // No even dimension: split the largest; an odd size drops the last word.
  %s2, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  check.expect_eq_const %b, dense<[2642642533, 3437982737, 356970675]> : tensor<3xui32>
  check.expect_eq_const %s2, dense<[42, 9]> : tensor<2xui64>
  %s3, %c = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>)
  check.expect_eq_const %c, dense<2642642533> : tensor<ui32>
  check.expect_eq_const %s3, dense<[42, 8]> : tensor<2xui64>
  // 64-bit outputs use one counter per element.
  %s4, %d = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  check.expect_eq_const %d, dense<[14766023422270211685, 7457714718447694003, 4341426575643913126]> : tensor<3xui64>
  check.expect_eq_const %s4, dense<[42, 10]> : tensor<2xui64>
  func.return
}

func.func @philox() {
  %s = stablehlo.constant dense<[5, 100, 0]> : tensor<3xui64>
  %s1, %a = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xui32>)
  check.expect_eq_const %a, dense<[1833878982, 1521659817, 1398631375, 3818072496, 3991930552]> : tensor<5xui32>
  check.expect_eq_const %s1, dense<[5, 102, 0]> : tensor<3xui64>
  %t = stablehlo.constant dense<[5, 100]> : tensor<2xui64>
  %t1, %b = stablehlo.rng_bit_generator %t, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
  check.expect_eq_const %b, dense<[1073292451997588334, 7857632322069120865]> : tensor<2xui64>
  check.expect_eq_const %t1, dense<[5, 101]> : tensor<2xui64>
  // DEFAULT is PHILOX; 16-bit outputs keep the low half of each word.
  %t2, %c = stablehlo.rng_bit_generator %t, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui16>)
  check.expect_eq_const %c, dense<[39790, 6604, 51041]> : tensor<3xui16>
  check.expect_eq_const %t2, dense<[5, 101]> : tensor<2xui64>
  func.return
}

// Outputs narrower than 8 bits go the same way as 8 and 16-bit ones (XLA's
// ThreeFryRngBitNarrow/PhiloxRngBitNarrow): each element keeps the low bits
// of its 32-bit word, read as the output type (the words are those of the
// ui32 cases above).
func.func @sub_byte() {
  %s = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %s1, %a = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui4>)
  check.expect_eq_const %a, dense<[[5, 3, 6], [1, 6, 7]]> : tensor<2x3xui4>
  check.expect_eq_const %s1, dense<[42, 10]> : tensor<2xui64>
  %p = stablehlo.constant dense<[5, 100, 0]> : tensor<3xui64>
  %p1, %b = stablehlo.rng_bit_generator %p, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xi4>)
  check.expect_eq_const %b, dense<[6, -7, -1, 0, -8]> : tensor<5xi4>
  check.expect_eq_const %p1, dense<[5, 102, 0]> : tensor<3xui64>
  %p2, %c = stablehlo.rng_bit_generator %p, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xui2>)
  check.expect_eq_const %c, dense<[2, 1, 3, 0, 0]> : tensor<5xui2>
  %p3, %d = stablehlo.rng_bit_generator %p, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xi2>)
  check.expect_eq_const %d, dense<[-2, 1, -1, 0, 0]> : tensor<5xi2>
  // f4E2M1FN: patterns 6, 9, 15, 0, 8.
  %p4, %e = stablehlo.rng_bit_generator %p, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xf4E2M1FN>)
  %bits = stablehlo.bitcast_convert %e : (tensor<5xf4E2M1FN>) -> tensor<5xui4>
  check.expect_eq_const %bits, dense<[6, 9, 15, 0, 8]> : tensor<5xui4>
  func.return
}
