//===- Passes.td - the autodiff passes ---------------------*- tablegen -*-===//

#ifndef HLOKIT_AUTODIFF_PASSES
#define HLOKIT_AUTODIFF_PASSES

include "mlir/Pass/PassBase.td"

def HLOKitVjp : Pass<"hlokit-vjp", "::mlir::ModuleOp"> {
  let summary = "Adds the reverse-mode derivative (VJP) of a function";
  let description = [{
    Adds `NAME_vjp(primals..., cotangents...) -> (results..., gradients...)`
    after the function `NAME`. Cotangents are taken for the float results
    only and gradients returned for the float arguments only; integer and
    boolean values carry no derivative and are left out of those lists.

    Before (`--hlokit-vjp=func=f`):

    ```mlir
    func.func @f(%x: tensor<3xf64>) -> tensor<3xf64> {
      %0 = stablehlo.multiply %x, %x : tensor<3xf64>
      return %0 : tensor<3xf64>
    }
    ```

    After (the original function is kept):

    ```mlir
    func.func @f_vjp(%x: tensor<3xf64>, %ct: tensor<3xf64>)
        -> (tensor<3xf64>, tensor<3xf64>) {
      %0 = stablehlo.multiply %x, %x : tensor<3xf64>
      %1 = stablehlo.multiply %ct, %x : tensor<3xf64>
      %2 = stablehlo.multiply %ct, %x : tensor<3xf64>
      %3 = stablehlo.add %1, %2 : tensor<3xf64>
      return %0, %3 : tensor<3xf64>, tensor<3xf64>
    }
    ```

    With `wrt=1,0` the gradients are those of arguments 1 and 0, in that
    order (JAX's `argnums`), and ops that only the other arguments'
    gradients need are not emitted: `--hlokit-vjp=func=loss wrt=0,1` on a
    loss of (weights, bias, data) does not compute the data's gradient.

    An op on a differentiated path without a rule is an error naming it.
  }];
  let options = [
    Option<"functionName", "func", "std::string", /*default=*/"",
           "the function to differentiate">,
    ListOption<"wrt", "wrt", "int64_t",
               "the arguments to differentiate with respect to, in the "
               "order of the gradients (default: every float argument)">
  ];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
}

def HLOKitJvp : Pass<"hlokit-jvp", "::mlir::ModuleOp"> {
  let summary = "Adds the forward-mode derivative (JVP) of a function";
  let description = [{
    Adds `NAME_jvp(primals..., tangents...) -> (results..., tangents...)`
    after the function `NAME`. Tangents are taken for the float arguments
    only and returned for the float results only.

    Before (`--hlokit-jvp=func=f`):

    ```mlir
    func.func @f(%x: tensor<3xf64>) -> tensor<3xf64> {
      %0 = stablehlo.sine %x : tensor<3xf64>
      return %0 : tensor<3xf64>
    }
    ```

    After (the original function is kept):

    ```mlir
    func.func @f_jvp(%x: tensor<3xf64>, %t: tensor<3xf64>)
        -> (tensor<3xf64>, tensor<3xf64>) {
      %0 = stablehlo.sine %x : tensor<3xf64>
      %1 = stablehlo.cosine %x : tensor<3xf64>
      %2 = stablehlo.multiply %1, %t : tensor<3xf64>
      return %0, %2 : tensor<3xf64>, tensor<3xf64>
    }
    ```
  }];
  let options = [
    Option<"functionName", "func", "std::string", /*default=*/"",
           "the function to differentiate">
  ];
  let dependentDialects = ["::hlokit::stablehlo::StableHLODialect"];
}

#endif // HLOKIT_AUTODIFF_PASSES
