// chlo._asin_acos_kernel run directly and after --hlokit-legalize-chlo,
// against mpmath (900 digits, rounded to the type): w = (sqrt(a^2 - x^2),
// acosh(a)) with x = |Re z|, y = |Im z|, a = (|z + 1| + |z - 1|) / 2.
// The points cover each region of the legalization: the real segment, x
// above 1 with a tiny y, y below sqrt(smallest normal), |z| beyond
// sqrt(largest) / 8, and z next to 1.
// RUN: hlokit-run %s
// RUN: hlokit-opt --hlokit-legalize-chlo %s | hlokit-run -

func.func @regular_values() {
  %z32 = stablehlo.constant dense<[(0.5, 0.25), (-2.0, 9.999999682655225e-21), (1.0, 0.0), (0.0, -0.0), (-1.5, 3.0), (1.0, 1.0000000031710769e-30), (2.999999894026671e+30, -1.0000000150474662e+30), (0.9990000128746033, 0.0020000000949949026)]> : tensor<8xcomplex<f32>>
  %w32 = chlo._asin_acos_kernel %z32 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %w32_ref = stablehlo.constant dense<[(0.911754310131073, 0.2813960611820221), (1.1547005142714115e-20, 1.316957950592041), (0.0, 0.0), (1.0, 0.0), (3.132648468017578, 1.9168394804000854), (1.0000000036274937e-15, 1.0000000036274937e-15), (1.0000000150474662e+30, 70.92198944091797), (0.05688965320587158, 0.03517027571797371)]> : tensor<8xcomplex<f32>>
  check.expect_close %w32, %w32_ref, max_ulp_difference = 1 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
  %z64 = stablehlo.constant dense<[(0.5, 0.25), (-2.0, 1.0e-20), (1.0, 0.0), (0.3, -1.0e-200), (1.0e+200, -3.0e+199), (-1.5, 3.0), (1.0, 1.0e-300), (0.999, 0.002), (-1.0e-05, 100000.0)]> : tensor<9xcomplex<f64>>
  %w64 = chlo._asin_acos_kernel %z64 : tensor<9xcomplex<f64>> -> tensor<9xcomplex<f64>>
  %w64_ref = stablehlo.constant dense<[(0.9117543273261622, 0.2813960562452928), (1.1547005383792515e-20, 1.3169578969248168), (0.0, 0.0), (0.9539392014169457, 1.0482848367219182e-200), (3.0e+199, 461.2532546274896), (3.132648521636261, 1.9168395294689364), (1.0e-150, 1.0e-150), (0.056889815099928444, 0.035170171599363455), (100000.000005, 12.206072645555174)]> : tensor<9xcomplex<f64>>
  check.expect_close %w64, %w64_ref, max_ulp_difference = 4 : tensor<9xcomplex<f64>>, tensor<9xcomplex<f64>>
  func.return
}

// Infinite parts give (y, +inf); a NaN part gives (NaN, NaN).
func.func @special_values() {
  %z = stablehlo.constant dense<[(0x7FF0000000000000, 1.0), (0xFFF0000000000000, 0xFFF0000000000000), (1.0, 0x7FF0000000000000), (0x7FF8000000000000, 0.0), (2.0, 0x7FF8000000000000)]> : tensor<5xcomplex<f64>>
  %w = chlo._asin_acos_kernel %z : tensor<5xcomplex<f64>> -> tensor<5xcomplex<f64>>
  %w_ref = stablehlo.constant dense<[(1.0, 0x7FF0000000000000), (0x7FF0000000000000, 0x7FF0000000000000), (0x7FF0000000000000, 0x7FF0000000000000), (0x7FF8000000000000, 0x7FF8000000000000), (0x7FF8000000000000, 0x7FF8000000000000)]> : tensor<5xcomplex<f64>>
  check.expect_close %w, %w_ref, max_ulp_difference = 0 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}

// Complex asin and acos, legalized through the kernel as upstream does
// (directly: libstdc++). On the branch cuts the sign of Im z, -0 included,
// picks the side.
func.func @complex_asin_acos() {
  %z = stablehlo.constant dense<[(0.5, 0.25), (-0.5, 0.0), (2.0, 0.0), (2.0, -0.0), (-3.0, -1.0e-20)]> : tensor<5xcomplex<f64>>
  %asin = chlo.asin %z : tensor<5xcomplex<f64>> -> tensor<5xcomplex<f64>>
  %asin_ref = stablehlo.constant dense<[(0.5016088532755008, 0.2813960562452928), (-0.5235987755982989, 0.0), (1.5707963267948966, 1.3169578969248168), (1.5707963267948966, -1.3169578969248168), (-1.5707963267948966, -1.762747174039086)]> : tensor<5xcomplex<f64>>
  check.expect_close %asin, %asin_ref, max_ulp_difference = 2 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  %acos = chlo.acos %z : tensor<5xcomplex<f64>> -> tensor<5xcomplex<f64>>
  %acos_ref = stablehlo.constant dense<[(1.0691874735193958, -0.2813960562452928), (2.0943951023931957, -0.0), (0.0, -1.3169578969248168), (0.0, 1.3169578969248168), (3.141592653589793, 1.762747174039086)]> : tensor<5xcomplex<f64>>
  check.expect_close %acos, %acos_ref, max_ulp_difference = 2 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  func.return
}
