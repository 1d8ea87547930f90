// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @empty_programs() {
  // expected-error @+1 {{'interpreter.run_parallel' op `programs` must name at least one program}}
  "interpreter.run_parallel"() {programs = []} : () -> ()
  func.return
}
// -----
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @ragged(%x: tensor<2xf32>) {
  // expected-error @+1 {{'interpreter.run_parallel' op `programs` must have 2 programs (partitions) per replica, replica 1 has 1}}
  %0:3 = "interpreter.run_parallel"(%x, %x, %x) {programs = [[@f, @f], [@f]]} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return
}
// -----
func.func @not_a_symbol() {
  // expected-error @+1 {{'interpreter.run_parallel' op `programs` entries must be function symbols, got 1 : i64}}
  "interpreter.run_parallel"() {programs = [[1]]} : () -> ()
  func.return
}
// -----
func.func @not_an_array() {
  // expected-error @+1 {{'interpreter.run_parallel' op attribute 'programs' failed to satisfy constraint: array of arrays of function symbols}}
  "interpreter.run_parallel"() {programs = [@f]} : () -> ()
  func.return
}
// -----
func.func @missing() {
  // expected-error @+1 {{'interpreter.run_parallel' op function @g not found}}
  "interpreter.run_parallel"() {programs = [[@g]]} : () -> ()
  func.return
}
// -----
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @input_count(%x: tensor<2xf32>) {
  // expected-error @+1 {{'interpreter.run_parallel' op has 1 inputs, but its programs have 2 in total}}
  %0:2 = "interpreter.run_parallel"(%x) {programs = [[@f], [@f]]} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return
}
// -----
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @result_type(%x: tensor<2xf32>) {
  // expected-error @+1 {{'interpreter.run_parallel' op result 0 has type 'tensor<2xi32>', but its program expects 'tensor<2xf32>'}}
  %0 = "interpreter.run_parallel"(%x) {programs = [["f"]]} : (tensor<2xf32>) -> tensor<2xi32>
  func.return
}
// -----
func.func @f() -> () {
  func.return
}
func.func @empty_infeed() {
  // expected-error @+1 {{'interpreter.run_parallel' op `infeed`, when present, must name a function}}
  "interpreter.run_parallel"() {infeed = [], programs = [[@f]]} : () -> ()
  func.return
}
// -----
func.func @f() -> () {
  func.return
}
func.func @infeed_result() {
  // expected-error @+1 {{'interpreter.run_parallel' op infeed function @f must return one tensor, returns }}
  "interpreter.run_parallel"() {infeed = [@f], programs = [[@f]]} : () -> ()
  func.return
}
// -----
func.func @probe_id(%x: tensor<2xf32>) {
  // expected-error @+1 {{'interpreter.probe' op requires attribute 'probe_id'}}
  %0 = "interpreter.probe"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
// -----
func.func @probe_type(%x: tensor<2xf32>) {
  // expected-error @+1 {{'interpreter.probe' op requires the same type for all operands and results}}
  %0 = "interpreter.probe"(%x) {probe_id = "p"} : (tensor<2xf32>) -> tensor<2xi32>
  func.return
}
// -----
func.func @print_with_result(%x: tensor<2xf32>) {
  // expected-error @+1 {{'interpreter.print' op requires zero results}}
  %0 = "interpreter.print"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
