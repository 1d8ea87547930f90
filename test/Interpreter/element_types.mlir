// Every element type of the spec in the interpreter: i2/ui2 and the small
// float types (f4E2M1FN ... f8E8M0FNU) through convert (round to nearest
// even once, the saturation and NaN rules of each format), arithmetic (in
// float, rounded once), bitcast_convert (same width and width-changing,
// little-endian), reduce_precision, compare and sort with TOTALORDER on every
// float type, and the printed results.
// RUN: hlokit-run %s | FileCheck %s

// f4E2M1FN: f32 -> f4E2M1FN -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf4E2M1FN> {
// CHECK-NEXT: [1.000000e+00, 5.000000e-01, -2.000000e+00, 6.000000e+00, 6.000000e+00, -6.000000e+00, 6.000000e+00, -6.000000e+00, 0.000000e+00, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]
func.func @convert_f4E2M1FN() -> tensor<13xf4E2M1FN> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf4E2M1FN>
  check.expect_eq_const %y, dense<[0x02, 0x01, 0x0C, 0x07, 0x07, 0x0F, 0x07, 0x0F, 0x00, 0x00, 0x08, 0x08, 0x02]> : tensor<13xf4E2M1FN>
  %z = stablehlo.convert %y : (tensor<13xf4E2M1FN>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3F000000, 0xC0000000, 0x40C00000, 0x40C00000, 0xC0C00000, 0x40C00000, 0xC0C00000, 0x00000000, 0x00000000, 0x80000000, 0x80000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf4E2M1FN>
}

// f6E2M3FN: f32 -> f6E2M3FN -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf6E2M3FN> {
// CHECK-NEXT: [1.000000e+00, 2.500000e-01, -2.500000e+00, 7.000000e+00, 7.500000e+00, -7.500000e+00, 7.500000e+00, -7.500000e+00, 0.000000e+00, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]
func.func @convert_f6E2M3FN() -> tensor<13xf6E2M3FN> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf6E2M3FN>
  check.expect_eq_const %y, dense<[0x08, 0x02, 0x32, 0x1E, 0x1F, 0x3F, 0x1F, 0x3F, 0x00, 0x00, 0x20, 0x20, 0x08]> : tensor<13xf6E2M3FN>
  %z = stablehlo.convert %y : (tensor<13xf6E2M3FN>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3E800000, 0xC0200000, 0x40E00000, 0x40F00000, 0xC0F00000, 0x40F00000, 0xC0F00000, 0x00000000, 0x00000000, 0x80000000, 0x80000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf6E2M3FN>
}

// f6E3M2FN: f32 -> f6E3M2FN -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf6E3M2FN> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 2.800000e+01, -2.800000e+01, 2.800000e+01, -2.800000e+01, 0.000000e+00, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]
func.func @convert_f6E3M2FN() -> tensor<13xf6E3M2FN> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf6E3M2FN>
  check.expect_eq_const %y, dense<[0x0C, 0x05, 0x31, 0x17, 0x1F, 0x3F, 0x1F, 0x3F, 0x00, 0x00, 0x20, 0x20, 0x0C]> : tensor<13xf6E3M2FN>
  %z = stablehlo.convert %y : (tensor<13xf6E3M2FN>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x41E00000, 0xC1E00000, 0x41E00000, 0xC1E00000, 0x00000000, 0x00000000, 0x80000000, 0x80000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf6E3M2FN>
}

// f8E3M4: f32 -> f8E3M4 -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E3M4> {
// CHECK-NEXT: [1.000000e+00, 2.968750e-01, -2.500000e+00, 7.000000e+00, 0x70, 0xF0, 0x70, 0xF0, 0x78, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.062500e+00]
func.func @convert_f8E3M4() -> tensor<13xf8E3M4> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E3M4>
  check.expect_eq_const %y, dense<[0x30, 0x13, 0xC4, 0x5C, 0x70, 0xF0, 0x70, 0xF0, 0x78, 0x00, 0x80, 0x80, 0x31]> : tensor<13xf8E3M4>
  %z = stablehlo.convert %y : (tensor<13xf8E3M4>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3E980000, 0xC0200000, 0x40E00000, 0x7F800000, 0xFF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000000, 0x80000000, 0x80000000, 0x3F880000]> : tensor<13xf32>
  return %y : tensor<13xf8E3M4>
}

// f8E4M3: f32 -> f8E4M3 -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E4M3> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 0x78, 0xF8, 0x78, 0xF8, 0x7C, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]
func.func @convert_f8E4M3() -> tensor<13xf8E4M3> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E4M3>
  check.expect_eq_const %y, dense<[0x38, 0x2A, 0xC2, 0x4E, 0x78, 0xF8, 0x78, 0xF8, 0x7C, 0x00, 0x80, 0x80, 0x38]> : tensor<13xf8E4M3>
  %z = stablehlo.convert %y : (tensor<13xf8E4M3>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x7F800000, 0xFF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000000, 0x80000000, 0x80000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E4M3>
}

// f8E4M3FN: f32 -> f8E4M3FN -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E4M3FN> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 0x7F, 0xFF, 0x7F, 0xFF, 0x7F, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]
func.func @convert_f8E4M3FN() -> tensor<13xf8E4M3FN> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E4M3FN>
  check.expect_eq_const %y, dense<[0x38, 0x2A, 0xC2, 0x4E, 0x7F, 0xFF, 0x7F, 0xFF, 0x7F, 0x00, 0x80, 0x80, 0x38]> : tensor<13xf8E4M3FN>
  %z = stablehlo.convert %y : (tensor<13xf8E4M3FN>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x7FF00000, 0xFFF00000, 0x7FF00000, 0xFFF00000, 0x7FF00000, 0x00000000, 0x80000000, 0x80000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E4M3FN>
}

// f8E4M3FNUZ: f32 -> f8E4M3FNUZ -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E4M3FNUZ> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 0x80, 0x80, 0x80, 0x80, 0x80, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]
func.func @convert_f8E4M3FNUZ() -> tensor<13xf8E4M3FNUZ> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E4M3FNUZ>
  check.expect_eq_const %y, dense<[0x40, 0x32, 0xCA, 0x56, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x40]> : tensor<13xf8E4M3FNUZ>
  %z = stablehlo.convert %y : (tensor<13xf8E4M3FNUZ>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x00000000, 0x00000000, 0x00000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E4M3FNUZ>
}

// f8E4M3B11FNUZ: f32 -> f8E4M3B11FNUZ -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E4M3B11FNUZ> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 0x80, 0x80, 0x80, 0x80, 0x80, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]
func.func @convert_f8E4M3B11FNUZ() -> tensor<13xf8E4M3B11FNUZ> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E4M3B11FNUZ>
  check.expect_eq_const %y, dense<[0x58, 0x4A, 0xE2, 0x6E, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x58]> : tensor<13xf8E4M3B11FNUZ>
  %z = stablehlo.convert %y : (tensor<13xf8E4M3B11FNUZ>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x00000000, 0x00000000, 0x00000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E4M3B11FNUZ>
}

// f8E5M2: f32 -> f8E5M2 -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E5M2> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 0x7C, 0xFC, 0x7C, 0xFC, 0x7E, 0.000000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]
func.func @convert_f8E5M2() -> tensor<13xf8E5M2> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E5M2>
  check.expect_eq_const %y, dense<[0x3C, 0x35, 0xC1, 0x47, 0x7C, 0xFC, 0x7C, 0xFC, 0x7E, 0x00, 0x80, 0x80, 0x3C]> : tensor<13xf8E5M2>
  %z = stablehlo.convert %y : (tensor<13xf8E5M2>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x7F800000, 0xFF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000000, 0x80000000, 0x80000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E5M2>
}

// f8E5M2FNUZ: f32 -> f8E5M2FNUZ -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E5M2FNUZ> {
// CHECK-NEXT: [1.000000e+00, 3.125000e-01, -2.500000e+00, 7.000000e+00, 0x80, 0x80, 0x80, 0x80, 0x80, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]
func.func @convert_f8E5M2FNUZ() -> tensor<13xf8E5M2FNUZ> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E5M2FNUZ>
  check.expect_eq_const %y, dense<[0x40, 0x39, 0xC5, 0x4B, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00, 0x00, 0x40]> : tensor<13xf8E5M2FNUZ>
  %z = stablehlo.convert %y : (tensor<13xf8E5M2FNUZ>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3EA00000, 0xC0200000, 0x40E00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x00000000, 0x00000000, 0x00000000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E5M2FNUZ>
}

// f8E8M0FNU: f32 -> f8E8M0FNU -> f32, and the printed form.
// CHECK-LABEL: tensor<13xf8E8M0FNU> {
// CHECK-NEXT: [1.000000e+00, 2.500000e-01, 0xFF, 8.000000e+00, 1.267650e+30, 0xFF, 0xFF, 0xFF, 0xFF, 7.888600e-31, 0xFF, 5.877470e-39, 1.000000e+00]
func.func @convert_f8E8M0FNU() -> tensor<13xf8E8M0FNU> {
  %x = stablehlo.constant dense<[1.0, 0.3, -2.5, 7.0, 1.0e30, -1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-30, -1.0e-30, -0.0, 1.0625]> : tensor<13xf32>
  %y = stablehlo.convert %x : (tensor<13xf32>) -> tensor<13xf8E8M0FNU>
  check.expect_eq_const %y, dense<[0x7F, 0x7D, 0xFF, 0x82, 0xE3, 0xFF, 0xFF, 0xFF, 0xFF, 0x1B, 0xFF, 0x00, 0x7F]> : tensor<13xf8E8M0FNU>
  %z = stablehlo.convert %y : (tensor<13xf8E8M0FNU>) -> tensor<13xf32>
  check.expect_eq_const %z, dense<[0x3F800000, 0x3E800000, 0x7FC00000, 0x41000000, 0x71800000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x0D800000, 0x7FC00000, 0x00400000, 0x3F800000]> : tensor<13xf32>
  return %y : tensor<13xf8E8M0FNU>
}

// Arithmetic runs in float and rounds once to the narrow type.
func.func @arithmetic() {
  %a = stablehlo.constant dense<[1.0, 1.125, 448.0, 0.5]> : tensor<4xf8E4M3FN>
  %b = stablehlo.constant dense<[0.0625, 1.125, 448.0, -0.5]> : tensor<4xf8E4M3FN>
  %add = stablehlo.add %a, %b : tensor<4xf8E4M3FN>
  check.expect_eq_const %add, dense<[1.0, 2.25, 0x7F, 0.0]> : tensor<4xf8E4M3FN>
  %mul = stablehlo.multiply %a, %b : tensor<4xf8E4M3FN>
  check.expect_eq_const %mul, dense<[0.0625, 1.25, 0x7F, -0.25]> : tensor<4xf8E4M3FN>
  %c = stablehlo.constant dense<57344.0> : tensor<f8E5M2>
  %c2 = stablehlo.add %c, %c : tensor<f8E5M2>
  check.expect_eq_const %c2, dense<0x7C> : tensor<f8E5M2>
  %d = stablehlo.constant dense<[240.0, 1.0]> : tensor<2xf8E4M3FNUZ>
  %e = stablehlo.constant dense<[16.0, -1.0]> : tensor<2xf8E4M3FNUZ>
  %de = stablehlo.add %d, %e : tensor<2xf8E4M3FNUZ>
  check.expect_eq_const %de, dense<[0x80, 0.0]> : tensor<2xf8E4M3FNUZ>
  %f = stablehlo.constant dense<[6.0, 1.0]> : tensor<2xf4E2M1FN>
  %g = stablehlo.constant dense<[6.0, 0.5]> : tensor<2xf4E2M1FN>
  %fg = stablehlo.add %f, %g : tensor<2xf4E2M1FN>
  check.expect_eq_const %fg, dense<[6.0, 1.5]> : tensor<2xf4E2M1FN>
  %h = stablehlo.constant dense<28.0> : tensor<f6E3M2FN>
  %hh = stablehlo.add %h, %h : tensor<f6E3M2FN>
  check.expect_eq_const %hh, dense<28.0> : tensor<f6E3M2FN>
  %p = stablehlo.constant dense<[1.0, 1.0, 2.0]> : tensor<3xf8E8M0FNU>
  %q = stablehlo.constant dense<[1.0, 2.0, 4.0]> : tensor<3xf8E8M0FNU>
  %pq = stablehlo.add %p, %q : tensor<3xf8E8M0FNU>
  check.expect_eq_const %pq, dense<[2.0, 4.0, 8.0]> : tensor<3xf8E8M0FNU>
  %pm = stablehlo.multiply %p, %q : tensor<3xf8E8M0FNU>
  check.expect_eq_const %pm, dense<[1.0, 2.0, 8.0]> : tensor<3xf8E8M0FNU>
  %m = stablehlo.constant dense<[1.0, 1.125]> : tensor<2xf8E4M3FN>
  %next = stablehlo.constant dense<[1.125, 1.25]> : tensor<2xf8E4M3FN>
  check.expect_close %next, %m, max_ulp_difference = 1, min_ulp_difference = 1 : tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>
  %nan = stablehlo.constant dense<0x7F> : tensor<f8E4M3FN>
  %eq = stablehlo.compare EQ, %nan, %nan : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
  check.expect_eq_const %eq, dense<false> : tensor<i1>
  func.return
}

// f64 and 64-bit integers round once to the narrow type; through f32 (or
// f64) they would round twice and land on the even neighbour.
func.func @single_rounding() {
  %a = stablehlo.constant dense<1.0625000000000009> : tensor<f64>
  %a8 = stablehlo.convert %a : (tensor<f64>) -> tensor<f8E4M3FN>
  check.expect_eq_const %a8, dense<1.125> : tensor<f8E4M3FN>
  %b = stablehlo.constant dense<1.0004882812509095> : tensor<f64>
  %b16 = stablehlo.convert %b : (tensor<f64>) -> tensor<f16>
  check.expect_eq_const %b16, dense<0x3C01> : tensor<f16>
  %c = stablehlo.constant dense<1.0039062500009095> : tensor<f64>
  %cb = stablehlo.convert %c : (tensor<f64>) -> tensor<bf16>
  check.expect_eq_const %cb, dense<0x3F81> : tensor<bf16>
  %i = stablehlo.constant dense<4629700416936869889> : tensor<i64>
  %ib = stablehlo.convert %i : (tensor<i64>) -> tensor<bf16>
  check.expect_eq_const %ib, dense<0x5E81> : tensor<bf16>
  %e = stablehlo.constant dense<[-3, 0, 3, 1000]> : tensor<4xi32>
  %e8 = stablehlo.convert %e : (tensor<4xi32>) -> tensor<4xf8E8M0FNU>
  check.expect_eq_const %e8, dense<[0xFF, 0x00, 4.0, 1024.0]> : tensor<4xf8E8M0FNU>
  %s = stablehlo.constant dense<[2.5, -7.0, 0x7F]> : tensor<3xf8E4M3FN>
  %si = stablehlo.convert %s : (tensor<3xf8E4M3FN>) -> tensor<3xi8>
  check.expect_eq_const %si, dense<[2, -7, 0]> : tensor<3xi8>
  func.return
}

// i2 and ui2 wrap like i4; they convert to and from the floats.
// CHECK-LABEL: tensor<4xi2> {
// CHECK-NEXT: [-2, 1, -2, 1]
func.func @two_bit_integers() -> tensor<4xi2> {
  %a = stablehlo.constant dense<[1, -2, -1, 0]> : tensor<4xi2>
  %b = stablehlo.constant dense<[1, -1, -1, 1]> : tensor<4xi2>
  %add = stablehlo.add %a, %b : tensor<4xi2>
  %mul = stablehlo.multiply %a, %b : tensor<4xi2>
  check.expect_eq_const %mul, dense<[1, -2, 1, 0]> : tensor<4xi2>
  %u = stablehlo.constant dense<[3, 2]> : tensor<2xui2>
  %v = stablehlo.constant dense<[1, 3]> : tensor<2xui2>
  %uv = stablehlo.add %u, %v : tensor<2xui2>
  check.expect_eq_const %uv, dense<[0, 1]> : tensor<2xui2>
  %f = stablehlo.convert %a : (tensor<4xi2>) -> tensor<4xf8E4M3FN>
  check.expect_eq_const %f, dense<[1.0, -2.0, -1.0, 0.0]> : tensor<4xf8E4M3FN>
  %g = stablehlo.convert %f : (tensor<4xf8E4M3FN>) -> tensor<4xi2>
  check.expect_eq_const %g, dense<[1, -2, -1, 0]> : tensor<4xi2>
  // Floats saturate to the narrow range (NaN gives 0); integers wrap.
  %big = stablehlo.constant dense<[100.0, -100.0, 0x7FC00000]> : tensor<3xf32>
  %i4 = stablehlo.convert %big : (tensor<3xf32>) -> tensor<3xi4>
  check.expect_eq_const %i4, dense<[7, -8, 0]> : tensor<3xi4>
  %u2 = stablehlo.convert %big : (tensor<3xf32>) -> tensor<3xui2>
  check.expect_eq_const %u2, dense<[3, 0, 0]> : tensor<3xui2>
  %wide = stablehlo.constant dense<[5, -3]> : tensor<2xi32>
  %w2 = stablehlo.convert %wide : (tensor<2xi32>) -> tensor<2xi2>
  check.expect_eq_const %w2, dense<[1, 1]> : tensor<2xi2>
  return %add : tensor<4xi2>
}

// bitcast_convert: same width, and split/merged little-endian (the first
// narrow element holds the least significant bits), i1 included.
func.func @bitcast() {
  %one = stablehlo.constant dense<1.0> : tensor<f8E4M3FN>
  %i8 = stablehlo.bitcast_convert %one : (tensor<f8E4M3FN>) -> tensor<i8>
  check.expect_eq_const %i8, dense<56> : tensor<i8>
  %back = stablehlo.bitcast_convert %i8 : (tensor<i8>) -> tensor<f8E4M3FN>
  check.expect_eq_const %back, dense<1.0> : tensor<f8E4M3FN>
  %byte = stablehlo.constant dense<18> : tensor<i8>
  %nibbles = stablehlo.bitcast_convert %byte : (tensor<i8>) -> tensor<2xi4>
  check.expect_eq_const %nibbles, dense<[2, 1]> : tensor<2xi4>
  %crumbs = stablehlo.constant dense<[0, 1, -1, -2]> : tensor<4xi2>
  %merged = stablehlo.bitcast_convert %crumbs : (tensor<4xi2>) -> tensor<ui8>
  check.expect_eq_const %merged, dense<180> : tensor<ui8>
  %bits = stablehlo.constant dense<[true, false, true, false, false, false, false, false]> : tensor<8xi1>
  %five = stablehlo.bitcast_convert %bits : (tensor<8xi1>) -> tensor<ui8>
  check.expect_eq_const %five, dense<5> : tensor<ui8>
  %unpacked = stablehlo.bitcast_convert %five : (tensor<ui8>) -> tensor<8xi1>
  check.expect_eq_const %unpacked, dense<[true, false, true, false, false, false, false, false]> : tensor<8xi1>
  %f4 = stablehlo.constant dense<[6.0, -0.5]> : tensor<2xf4E2M1FN>
  %i4 = stablehlo.bitcast_convert %f4 : (tensor<2xf4E2M1FN>) -> tensor<2xi4>
  check.expect_eq_const %i4, dense<[7, -7]> : tensor<2xi4>
  %f6 = stablehlo.constant dense<1.0> : tensor<f6E2M3FN>
  %f6b = stablehlo.bitcast_convert %f6 : (tensor<f6E2M3FN>) -> tensor<f6E3M2FN>
  check.expect_eq_const %f6b, dense<0.5> : tensor<f6E3M2FN>
  %f32 = stablehlo.constant dense<1.0> : tensor<f32>
  %quarter = stablehlo.bitcast_convert %f32 : (tensor<f32>) -> tensor<4xf8E5M2>
  check.expect_eq_const %quarter, dense<[0.0, 0.0, -0.0, 1.75]> : tensor<4xf8E5M2>
  %i16 = stablehlo.constant dense<14400> : tensor<i16>
  %pair = stablehlo.bitcast_convert %i16 : (tensor<i16>) -> tensor<2xf8E4M3FN>
  check.expect_eq_const %pair, dense<[2.0, 1.0]> : tensor<2xf8E4M3FN>
  func.return
}

// reduce_precision on a small float: rounds to nearest even, overflows (e4
// tops out at 2^7, e2 at 2^1) to infinity, which f8E4M3FN holds as NaN, and
// flushes below the range.
func.func @reduce_precision() {
  %x = stablehlo.constant dense<[1.125, 3.0, 448.0, 0.5]> : tensor<4xf8E4M3FN>
  %m = stablehlo.reduce_precision %x, format = e4m2 : tensor<4xf8E4M3FN>
  check.expect_eq_const %m, dense<[1.0, 3.0, 0x7F, 0.5]> : tensor<4xf8E4M3FN>
  %e = stablehlo.reduce_precision %x, format = e2m3 : tensor<4xf8E4M3FN>
  check.expect_eq_const %e, dense<[1.125, 3.0, 0x7F, 0.0]> : tensor<4xf8E4M3FN>
  func.return
}

// sort with a TOTALORDER comparator: -NaN < -inf < ... < -0 < +0 < ... <
// inf < NaN on every float type; the FNUZ types' and f8E8M0FNU's one NaN
// sorts last.
func.func @total_order_sort() {
  %x0 = stablehlo.constant dense<[0x7E00, 0xFE00, 0.0, -0.0, 0x7C00, 0xFC00, 1.0, -1.0]> : tensor<8xf16>
  %s0 = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f16>, tensor<f16>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<8xf16>) -> tensor<8xf16>
  check.expect_eq_const %s0, dense<[0xFE00, 0xFC00, -1.0, -0.0, 0.0, 1.0, 0x7C00, 0x7E00]> : tensor<8xf16>
  %x1 = stablehlo.constant dense<[0x7FC0, 0xFFC0, 0.0, -0.0, 0x7F80, 0xFF80, 1.0, -1.0]> : tensor<8xbf16>
  %s1 = "stablehlo.sort"(%x1) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<8xbf16>) -> tensor<8xbf16>
  check.expect_eq_const %s1, dense<[0xFFC0, 0xFF80, -1.0, -0.0, 0.0, 1.0, 0x7F80, 0x7FC0]> : tensor<8xbf16>
  %x2 = stablehlo.constant dense<[0x7FC00000, 0xFFC00000, 0.0, -0.0, 0x7F800000, 0xFF800000, 1.0, -1.0]> : tensor<8xf32>
  %s2 = "stablehlo.sort"(%x2) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<8xf32>) -> tensor<8xf32>
  check.expect_eq_const %s2, dense<[0xFFC00000, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000]> : tensor<8xf32>
  %x3 = stablehlo.constant dense<[0x7FF8000000000000, 0xFFF8000000000000, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 1.0, -1.0]> : tensor<8xf64>
  %s3 = "stablehlo.sort"(%x3) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<8xf64>) -> tensor<8xf64>
  check.expect_eq_const %s3, dense<[0xFFF8000000000000, 0xFFF0000000000000, -1.0, -0.0, 0.0, 1.0, 0x7FF0000000000000, 0x7FF8000000000000]> : tensor<8xf64>
  %x4 = stablehlo.constant dense<[0x7E, 0xFE, 0.0, -0.0, 0x7C, 0xFC, 1.0, -1.0]> : tensor<8xf8E5M2>
  %s4 = "stablehlo.sort"(%x4) ({
  ^bb0(%a: tensor<f8E5M2>, %b: tensor<f8E5M2>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f8E5M2>, tensor<f8E5M2>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<8xf8E5M2>) -> tensor<8xf8E5M2>
  check.expect_eq_const %s4, dense<[0xFE, 0xFC, -1.0, -0.0, 0.0, 1.0, 0x7C, 0x7E]> : tensor<8xf8E5M2>
  %x5 = stablehlo.constant dense<[0x7F, 0xFF, 0.0, -0.0, 448.0, -448.0, 1.0, -1.0]> : tensor<8xf8E4M3FN>
  %s5 = "stablehlo.sort"(%x5) ({
  ^bb0(%a: tensor<f8E4M3FN>, %b: tensor<f8E4M3FN>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<8xf8E4M3FN>) -> tensor<8xf8E4M3FN>
  check.expect_eq_const %s5, dense<[0xFF, -448.0, -1.0, -0.0, 0.0, 1.0, 448.0, 0x7F]> : tensor<8xf8E4M3FN>
  %x6 = stablehlo.constant dense<[0x80, 0.0, 240.0, -240.0, 1.0, -1.0]> : tensor<6xf8E4M3FNUZ>
  %s6 = "stablehlo.sort"(%x6) ({
  ^bb0(%a: tensor<f8E4M3FNUZ>, %b: tensor<f8E4M3FNUZ>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<6xf8E4M3FNUZ>) -> tensor<6xf8E4M3FNUZ>
  check.expect_eq_const %s6, dense<[-240.0, -1.0, 0.0, 1.0, 240.0, 0x80]> : tensor<6xf8E4M3FNUZ>
  %x7 = stablehlo.constant dense<[6.0, -6.0, 0.0, -0.0, 0.5, -0.5]> : tensor<6xf4E2M1FN>
  %s7 = "stablehlo.sort"(%x7) ({
  ^bb0(%a: tensor<f4E2M1FN>, %b: tensor<f4E2M1FN>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f4E2M1FN>, tensor<f4E2M1FN>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<6xf4E2M1FN>) -> tensor<6xf4E2M1FN>
  check.expect_eq_const %s7, dense<[-6.0, -0.5, -0.0, 0.0, 0.5, 6.0]> : tensor<6xf4E2M1FN>
  %x8 = stablehlo.constant dense<[0xFF, 1.0, 0.25, 8.0]> : tensor<4xf8E8M0FNU>
  %s8 = "stablehlo.sort"(%x8) ({
  ^bb0(%a: tensor<f8E8M0FNU>, %b: tensor<f8E8M0FNU>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf8E8M0FNU>) -> tensor<4xf8E8M0FNU>
  check.expect_eq_const %s8, dense<[0.25, 1.0, 8.0, 0xFF]> : tensor<4xf8E8M0FNU>
  // The one-compare fast path (default comparison) on a small float.
  %y = stablehlo.constant dense<[3.0, -1.0, 0.5]> : tensor<3xf8E4M3FN>
  %sy = "stablehlo.sort"(%y) ({
  ^bb0(%a: tensor<f8E4M3FN>, %b: tensor<f8E4M3FN>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  check.expect_eq_const %sy, dense<[-1.0, 0.5, 3.0]> : tensor<3xf8E4M3FN>
  func.return
}
