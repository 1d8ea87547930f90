// RUN: hlokit-opt %s -sdy-manual-axes-cleanup -verify-diagnostics

sdy.mesh @mesh = <["a"=2]>

func.func @no_inputs_or_outputs_and_a_body() {
  // expected-error @+1 {{op has manual_axes when there are no in/out shardings and the body is not empty. This isn't allowed at this stage, please contact the Shardy team or file a bug.}}
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    %0 = sdy.constant dense<1.0> : tensor<4xf32>
    sdy.return
  } : () -> ()
  return
}
