//===- ReductionOps.td - dot_general, reduce, windows, sort -*- tablegen -*-===//
//
// The ops that combine many elements into one: dot_general, reduce,
// reduce_window, select_and_scatter and sort, with the `#stablehlo.dot` and
// `#stablehlo.dot_algorithm` attributes. Printed forms follow upstream
// StableHLO: dot_general and reduce have pretty forms, the window ops and sort
// print generically.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_REDUCTION_OPS
#define HLOKIT_STABLEHLO_REDUCTION_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "hlokit/Dialect/StableHLO/StablehloEnums.td"

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def StableHLO_DotDimensionNumbers
    : AttrDef<StableHLO_Dialect, "DotDimensionNumbers"> {
  let mnemonic = "dot";
  let summary = "dimension numbers of dot_general";
  let description = [{
    `#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions =
    [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>`.
    Empty lists are omitted when printed; fields parse in any order.
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
    ArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
    ArrayRefParameter<"int64_t">:$lhsContractingDimensions,
    ArrayRefParameter<"int64_t">:$rhsContractingDimensions
  );
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_DotAlgorithm : AttrDef<StableHLO_Dialect, "DotAlgorithm"> {
  let mnemonic = "dot_algorithm";
  let summary = "the algorithm of dot_general (spec: dot_general, I8..I14)";
  let parameters = (ins
    "::mlir::Type":$lhs_precision_type,
    "::mlir::Type":$rhs_precision_type,
    "::mlir::Type":$accumulation_type,
    "int64_t":$lhs_component_count,
    "int64_t":$rhs_component_count,
    "int64_t":$num_primitive_operations,
    "bool":$allow_imprecise_accumulation
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// dot_general (spec: dot_general)
//===----------------------------------------------------------------------===//

def StableHLO_DotGeneralOp : StableHLO_Op<"dot_general", [Pure,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                              ["inferReturnTypeComponents"]>]> {
  let summary = "dot_general (spec: dot_general)";
  let description = [{
    Dot products between slices of `lhs` and `rhs`.

    ```mlir
    %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0],
           contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT]
           : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    ```
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$lhs,
    HLO_TensorOrQuantizedTensor:$rhs,
    StableHLO_DotDimensionNumbers:$dot_dimension_numbers,
    StableHLO_PrecisionConfigAttr:$precision_config,
    OptionalAttr<StableHLO_DotAlgorithm>:$algorithm
  );
  let results = (outs HLO_TensorOrQuantizedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers) ``
      custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let builders = [
    // Infers the result shape; the element type is lhs's.
    OpBuilder<(ins "::mlir::Value":$lhs, "::mlir::Value":$rhs,
                   "DotDimensionNumbersAttr":$dot_dimension_numbers)>];
}

//===----------------------------------------------------------------------===//
// reduce (spec: reduce)
//===----------------------------------------------------------------------===//

def StableHLO_ReduceOp : StableHLO_Op<"reduce", [
    RecursiveMemoryEffects, SameVariadicOperandSize,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                              ["inferReturnTypeComponents"]>]> {
  let summary = "reduce (spec: reduce)";
  let description = [{
    Reduces `inputs` along `dimensions` with the function `body`.

    ```mlir
    %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add
           across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$inputs,
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$init_values,
    DenseI64ArrayAttr:$dimensions
  );
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let builders = [
    // Infers the results from the init values' element types; the caller
    // fills `body`.
    OpBuilder<(ins "::mlir::ValueRange":$inputs,
                   "::mlir::ValueRange":$init_values,
                   "::llvm::ArrayRef<int64_t>":$dimensions)>];
}

//===----------------------------------------------------------------------===//
// reduce_window (spec: reduce_window)
//===----------------------------------------------------------------------===//

def StableHLO_ReduceWindowOp : StableHLO_Op<"reduce_window", [
    RecursiveMemoryEffects, SameVariadicOperandSize,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                              ["inferReturnTypeComponents"]>]> {
  let summary = "reduce_window (spec: reduce_window)";
  let description = [{
    Reduces windows of `inputs` with the function `body`. Prints in generic
    form, as upstream.
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$inputs,
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$init_values,
    DenseI64ArrayAttr:$window_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
    OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
    OptionalAttr<I64ElementsAttr>:$padding
  );
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasRegionVerifier = 1;
  let builders = [
    // Infers the results from the init values' element types; the caller
    // fills `body`. Empty optional lists mean their defaults.
    OpBuilder<(ins "::mlir::ValueRange":$inputs,
                   "::mlir::ValueRange":$init_values,
                   "::llvm::ArrayRef<int64_t>":$window_dimensions,
                   "::llvm::ArrayRef<int64_t>":$window_strides,
                   "::llvm::ArrayRef<int64_t>":$base_dilations,
                   "::llvm::ArrayRef<int64_t>":$window_dilations,
                   "::llvm::ArrayRef<std::pair<int64_t, int64_t>>":$padding)>];
  let extraClassDeclaration = [{
    /// The window with defaults filled in for absent attributes.
    WindowAttrs getWindowAttrs();
  }];
}

//===----------------------------------------------------------------------===//
// select_and_scatter (spec: select_and_scatter)
//===----------------------------------------------------------------------===//

def StableHLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter", [
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                              ["inferReturnTypeComponents"]>]> {
  let summary = "select_and_scatter (spec: select_and_scatter)";
  let description = [{
    Scatters `source` into the elements of `operand` that `select` picks in
    each window. Prints in generic form, as upstream.
  }];
  let arguments = (ins
    HLO_TensorOrPerTensorQuantizedTensor:$operand,
    HLO_TensorOrPerTensorQuantizedTensor:$source,
    HLO_TensorOrPerTensorQuantizedTensor:$init_value,
    OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
    OptionalAttr<DenseI64ArrayAttr>:$window_strides,
    OptionalAttr<I64ElementsAttr>:$padding
  );
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasRegionVerifier = 1;
  let builders = [
    // The result has the operand's type (a scatter region accumulating in
    // the operand's element type); the caller fills both regions. Empty
    // lists leave their attributes absent.
    OpBuilder<(ins "::mlir::Value":$operand, "::mlir::Value":$source,
                   "::mlir::Value":$init_value,
                   "::llvm::ArrayRef<int64_t>":$window_dimensions,
                   "::llvm::ArrayRef<int64_t>":$window_strides,
                   "::llvm::ArrayRef<std::pair<int64_t, int64_t>>":$padding)>];
  let extraClassDeclaration = [{
    /// The window with defaults filled in for absent attributes.
    WindowAttrs getWindowAttrs();
  }];
}

//===----------------------------------------------------------------------===//
// sort (spec: sort)
//===----------------------------------------------------------------------===//

def StableHLO_SortOp : StableHLO_Op<"sort", [
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                              ["inferReturnTypeComponents"]>]> {
  let summary = "sort (spec: sort)";
  let description = [{
    Sorts slices of `inputs` along `dimension` with the order `comparator`
    defines. Prints in generic form, as upstream.
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$inputs,
    DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
    DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable
  );
  let results = (outs Variadic<HLO_TensorOrPerTensorQuantizedTensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasRegionVerifier = 1;
  let builders = [
    // The results have the inputs' types; the caller fills `comparator`.
    OpBuilder<(ins "::mlir::ValueRange":$inputs, "int64_t":$dimension,
                   "bool":$is_stable)>];
}

#endif // HLOKIT_STABLEHLO_REDUCTION_OPS
