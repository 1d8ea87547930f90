//===- BatchNorm.h - the batch_norm_* kernels -------------------*- C++ -*-===//
//
// The spec's batch_norm_inference, batch_norm_training and batch_norm_grad,
// computed in double precision per feature and rounded once to the operand's
// type. Statistics are over every dimension but `featureIndex`; the variance
// is the population variance.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_BATCHNORM_H
#define HLOKIT_INTERPRETER_BATCHNORM_H

#include "hlokit/Interpreter/Tensor/Tensor.h"

namespace hlokit::interpreter {

llvm::Expected<Tensor> batchNormInference(const Tensor &operand,
                                          const Tensor &scale,
                                          const Tensor &offset,
                                          const Tensor &mean,
                                          const Tensor &variance,
                                          double epsilon, int64_t featureIndex);

/// (output, batch_mean, batch_var).
llvm::Expected<llvm::SmallVector<Tensor>>
batchNormTraining(const Tensor &operand, const Tensor &scale,
                  const Tensor &offset, double epsilon, int64_t featureIndex);

/// (grad_operand, grad_scale, grad_offset), as XLA's batchnorm expander.
llvm::Expected<llvm::SmallVector<Tensor>>
batchNormGrad(const Tensor &operand, const Tensor &scale, const Tensor &mean,
              const Tensor &variance, const Tensor &gradOutput, double epsilon,
              int64_t featureIndex);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_BATCHNORM_H
