// RUN: hlokit-opt %s -sdy-convert-global-to-local -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s

// An op of an unregistered dialect that only reads a sharded value stays as
// it is, on the local value; one with a sharded result has no local form.
sdy.mesh @mesh = <["x"=2]>

// CHECK-LABEL: func @reads_only
// CHECK-SAME: (%arg0: tensor<8xf32> {{.*}}) -> (tensor<8xf32>
// CHECK-NEXT: "foo.print"(%arg0) : (tensor<8xf32>) -> ()
// CHECK-NEXT: return %arg0 : tensor<8xf32>
func.func @reads_only(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  "foo.print"(%arg0) : (tensor<16xf32>) -> ()
  return %arg0 : tensor<16xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>

func.func @sharded_result(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
  // expected-error @+2 {{failed to legalize operation 'foo.work' that was explicitly marked illegal}}
  // expected-error @+1 {{'foo.work' op has no local form: operand 0 is sharded and hlokit knows no local form of this op (sharding #sdy.sharding<@mesh, [{"x"}]>)}}
  %0 = "foo.work"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
