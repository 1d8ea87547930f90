//===- MpiTransport.cpp - the process grid over MPI -----------------------===//

#include "hlokit/Interpreter/Distributed/MpiTransport.h"

#include "Distributed/MpiChannels.h"

#include "hlokit/Interpreter/Distributed/ContributionCodec.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/xxhash.h"

#include <mpi.h>

#include <climits>
#include <csignal>
#include <cstdlib>
#include <thread>

namespace hlokit::interpreter {

/// Collectives, point-to-point messages and channels each get their own
/// duplicates of the world, so none can match the others' traffic.
struct MpiTransport::Comms {
  MPI_Comm collective = MPI_COMM_NULL;
  MPI_Comm pointToPoint = MPI_COMM_NULL;
  MpiChannels channels{MPI_COMM_WORLD};
};

namespace {

constexpr int kGatherTag = 1;
constexpr int kPermuteTag = 2;

/// How long a wait goes on after a rank it waits for has ended its run.
constexpr std::chrono::seconds kEndedRankGrace(2);

bool completed(MPI_Request &request) {
  int flag = 0;
  MPI_Test(&request, &flag, MPI_STATUS_IGNORE);
  return flag != 0;
}

llvm::Expected<int> messageSize(const std::string &bytes) {
  if (bytes.size() > static_cast<size_t>(INT_MAX))
    return llvm::createStringError(
        llvm::formatv("a contribution of {0} bytes is over MPI's 2 GiB "
                      "message limit",
                      bytes.size())
            .str());
  return static_cast<int>(bytes.size());
}

} // namespace

MpiTransport::MpiTransport(GridShape grid, std::chrono::milliseconds timeout,
                           int rank, std::unique_ptr<Comms> comms)
    : grid(grid), timeout(timeout), rank(rank), comms(std::move(comms)) {}

llvm::Expected<std::unique_ptr<MpiTransport>>
MpiTransport::create(GridShape grid, std::chrono::milliseconds timeout) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized)
    MPI_Init(nullptr, nullptr);
  int size = 0, rank = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (static_cast<uint32_t>(size) != grid.getNumProcesses()) {
    MPI_Finalize();
    return llvm::createStringError(
        llvm::formatv("mpirun started {0} rank(s) but the grid has {1} x {2} "
                      "= {3} processes (--replicas x --partitions)",
                      size, grid.numReplicas, grid.numPartitions,
                      grid.getNumProcesses())
            .str());
  }
  auto comms = std::make_unique<Comms>();
  MPI_Comm_dup(MPI_COMM_WORLD, &comms->collective);
  MPI_Comm_dup(MPI_COMM_WORLD, &comms->pointToPoint);
  return std::unique_ptr<MpiTransport>(
      new MpiTransport(grid, timeout, rank, std::move(comms)));
}

MpiTransport::~MpiTransport() {
  MPI_Comm_free(&comms->collective);
  MPI_Comm_free(&comms->pointToPoint);
  comms.reset();
  MPI_Finalize();
}

/// Polls `done` until it holds or the timeout passes, serving this rank's
/// channels meanwhile. MPI progresses nonblocking operations inside the
/// polls, so the first second only yields; longer waits sleep up to 1 ms
/// between polls and leave the cores to oversubscribed ranks. A rank of
/// `awaited` that has ended its run will not arrive: after a grace period
/// (its last messages may still be on their way, on other communicators than
/// its announcement) the wait fails with the error it ended with.
llvm::Error
MpiTransport::pollUntil(llvm::function_ref<bool()> done,
                        llvm::function_ref<std::string()> waitingFor,
                        llvm::ArrayRef<int> awaited) {
  auto start = std::chrono::steady_clock::now();
  auto deadline = start + timeout;
  std::optional<std::chrono::steady_clock::time_point> giveUpAt;
  auto pause = std::chrono::microseconds(10);
  while (true) {
    comms->channels.serve();
    if (done())
      return llvm::Error::success();
    auto now = std::chrono::steady_clock::now();
    const MpiChannels &channels = comms->channels;
    const int *ended =
        llvm::find_if(awaited, [&](int r) { return channels.hasEnded(r); });
    if (ended != awaited.end() && !giveUpAt)
      giveUpAt = now + kEndedRankGrace;
    if (giveUpAt && now > *giveUpAt) {
      llvm::StringRef failure = channels.getFailure(*ended);
      return llvm::createStringError(
          llvm::formatv("process {0} {1} before reaching this collective{2}{3}",
                        formatProcessId(grid.unflatten(*ended)),
                        failure.empty() ? "finished" : "failed",
                        failure.empty() ? "" : ": ", failure)
              .str());
    }
    if (now > deadline)
      return llvm::createStringError(
          llvm::formatv("timed out after {0} ms waiting for {1}",
                        timeout.count(), waitingFor())
              .str());
    if (now - start < std::chrono::seconds(1)) {
      std::this_thread::yield();
      continue;
    }
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(1000));
  }
}

llvm::Expected<Contribution> MpiTransport::receive(int source, int tag) {
  MPI_Status status;
  int arrived = 0;
  if (llvm::Error e = pollUntil(
          [&] {
            MPI_Iprobe(source, tag, comms->pointToPoint, &arrived, &status);
            return arrived != 0;
          },
          [&] {
            return "process " + formatProcessId(grid.unflatten(source)) +
                   ": a process skipped this collective or is stuck";
          },
          {source}))
    return e;
  int size = 0;
  MPI_Get_count(&status, MPI_BYTE, &size);
  std::string bytes(size, '\0');
  MPI_Recv(bytes.data(), size, MPI_BYTE, source, tag, comms->pointToPoint,
           MPI_STATUS_IGNORE);
  return decodeContribution(bytes);
}

namespace {

/// The top bit of the word a rank contributes to the first exchange of a
/// collective over the whole grid: set for an all_reduce asking to combine
/// slices (the rest is its signature), clear for a gather (the rest is its
/// byte size). Every rank reads the same words, so all take the same path.
constexpr uint64_t kSliceBit = uint64_t(1) << 63;

/// The word of a rank that must gather: its all_reduce has operands too
/// large for MPI's int counts, which the gathering path reports.
constexpr uint64_t kMustGather = kSliceBit;

/// What the ranks must agree on before they combine slices: the op and its
/// operands' types.
uint64_t signatureOf(const Contribution &contribution) {
  std::string text = contribution.opName;
  for (const Tensor &t : contribution.tensors) {
    if (t.getByteSize() > INT_MAX / 2)
      return kMustGather;
    text += "|" + std::to_string(static_cast<int>(t.getElementType()));
    for (int64_t d : t.getShape())
      text += "," + std::to_string(d);
  }
  return llvm::xxh3_64bits(text) | kSliceBit;
}

/// The elements [first, second) of `count` whose fold rank `r` of `n` does.
std::pair<int64_t, int64_t> sliceOf(int64_t count, int r, int n) {
  return {count * r / n, count * (r + 1) / n};
}

/// For tests only: with HLOKIT_TEST_KILL_RANK=<r> in its environment, rank
/// r dies by SIGKILL as it enters its first collective, as a rank that
/// crashes or is killed would (test/Interpreter/mpi/faults.mlir).
void dieIfTestAsks(int rank) {
  static const char *victim = std::getenv("HLOKIT_TEST_KILL_RANK");
  if (victim && std::to_string(rank) == victim)
    std::raise(SIGKILL);
}

std::string waitingForGroupMessage(llvm::ArrayRef<ProcessId> group) {
  return "the other processes of the group " + formatGroup(group) +
         ": a process skipped this collective or is stuck";
}

} // namespace

llvm::Expected<std::vector<uint64_t>>
MpiTransport::allgatherWord(uint64_t value,
                            llvm::function_ref<std::string()> waitingFor) {
  std::vector<uint64_t> all(grid.getNumProcesses());
  std::vector<int> others;
  for (int r = 0; r < static_cast<int>(all.size()); ++r)
    if (r != rank)
      others.push_back(r);
  MPI_Request request;
  MPI_Iallgather(&value, 1, MPI_UINT64_T, all.data(), 1, MPI_UINT64_T,
                 comms->collective, &request);
  if (llvm::Error e =
          pollUntil([&] { return completed(request); }, waitingFor, others))
    return e;
  return all;
}

llvm::Expected<std::vector<Contribution>>
MpiTransport::gatherWholeGrid(llvm::ArrayRef<ProcessId> group,
                              const std::string &bytes,
                              llvm::ArrayRef<uint64_t> sizeWords) {
  int numRanks = static_cast<int>(sizeWords.size());
  std::vector<int> sizes(numRanks), offsets(numRanks);
  int64_t total = 0;
  for (int r = 0; r < numRanks; ++r) {
    sizes[r] = static_cast<int>(sizeWords[r]);
    offsets[r] = static_cast<int>(total);
    total += sizes[r];
    if (total > INT_MAX)
      return llvm::createStringError(
          "the group's contributions are over MPI's 2 GiB message limit");
  }
  // Every rank has reached this collective (the sizes arrived), so the
  // data moves with MPI's blocking collective, much faster for large
  // buffers than polling a nonblocking one.
  std::string received(total, '\0');
  MPI_Allgatherv(bytes.data(), static_cast<int>(bytes.size()), MPI_BYTE,
                 received.data(), sizes.data(), offsets.data(), MPI_BYTE,
                 comms->collective);
  std::vector<Contribution> all;
  for (ProcessId member : group) {
    int r = static_cast<int>(grid.flatten(member));
    auto contribution = decodeContribution(
        llvm::StringRef(received).substr(offsets[r], sizes[r]));
    if (!contribution)
      return contribution.takeError();
    all.push_back(std::move(*contribution));
  }
  return all;
}

llvm::Expected<std::vector<Contribution>>
MpiTransport::gather(llvm::ArrayRef<ProcessId> group, Contribution mine) {
  dieIfTestAsks(rank);
  std::string bytes = encodeContribution(mine);
  llvm::Expected<int> size = messageSize(bytes);
  if (!size)
    return size.takeError();
  auto waitingForGroup = [&] { return waitingForGroupMessage(group); };
  std::vector<Contribution> all;
  if (group.size() == grid.getNumProcesses()) {
    // The whole grid: MPI collectives, then group order from rank order.
    auto words = allgatherWord(*size, waitingForGroup);
    if (!words)
      return words.takeError();
    // An all_reduce at this point sent its signature: it gathers too, after
    // the ranks send their sizes again.
    if (llvm::any_of(*words, [](uint64_t w) { return w & kSliceBit; }))
      words = allgatherWord(*size, waitingForGroup);
    if (!words)
      return words.takeError();
    return gatherWholeGrid(group, bytes, *words);
  }
  // A smaller group: a message to and from every other member.
  std::vector<MPI_Request> sends;
  std::vector<int> others;
  for (ProcessId member : group) {
    int r = static_cast<int>(grid.flatten(member));
    if (r == rank)
      continue;
    others.push_back(r);
    MPI_Isend(bytes.data(), *size, MPI_BYTE, r, kGatherTag, comms->pointToPoint,
              &sends.emplace_back());
  }
  for (ProcessId member : group) {
    int r = static_cast<int>(grid.flatten(member));
    if (r == rank) {
      all.push_back(mine);
      continue;
    }
    auto contribution = receive(r, kGatherTag);
    if (!contribution)
      return contribution.takeError();
    all.push_back(std::move(*contribution));
  }
  if (llvm::Error e = pollUntil(
          [&] {
            int flag = 0;
            MPI_Testall(static_cast<int>(sends.size()), sends.data(), &flag,
                        MPI_STATUSES_IGNORE);
            return flag != 0;
          },
          waitingForGroup, others))
    return e;
  return all;
}

llvm::Expected<Tensor>
MpiTransport::reduceScattered(const Tensor &mine,
                              llvm::ArrayRef<ProcessId> group, size_t operand,
                              FoldInOrder fold) {
  int n = static_cast<int>(grid.getNumProcesses());
  int64_t count = mine.getNumElements();
  int64_t width = getElementByteSize(mine.getElementType());
  auto [first, last] = sliceOf(count, rank, n);
  int64_t sliceBytes = (last - first) * width;
  // Rank r gets slice r of every rank's operand.
  std::vector<int> sendCounts(n), sendOffsets(n), receiveCounts(n),
      receiveOffsets(n);
  for (int r = 0; r < n; ++r) {
    auto [begin, end] = sliceOf(count, r, n);
    sendCounts[r] = static_cast<int>((end - begin) * width);
    sendOffsets[r] = static_cast<int>(begin * width);
    receiveCounts[r] = static_cast<int>(sliceBytes);
    receiveOffsets[r] = static_cast<int>(r * sliceBytes);
  }
  // One uninitialised buffer the slices below view without copying.
  std::shared_ptr<char> received(new char[std::max<int64_t>(n * sliceBytes, 1)],
                                 std::default_delete<char[]>());
  MPI_Alltoallv(mine.getRawData(), sendCounts.data(), sendOffsets.data(),
                MPI_BYTE, received.get(), receiveCounts.data(),
                receiveOffsets.data(), MPI_BYTE, comms->collective);
  // This rank's slice of every member, in group order, folded as the
  // whole operands would be: element by element in group order.
  llvm::SmallVector<Tensor> slices;
  for (ProcessId member : group) {
    std::shared_ptr<char> view(received, received.get() +
                                             grid.flatten(member) * sliceBytes);
    auto slice = Tensor::wrap(mine.getElementType(), {last - first}, view);
    if (!slice)
      return slice.takeError();
    slices.push_back(std::move(*slice));
  }
  auto reduced = fold(operand, slices);
  // Every rank learns whether all folds succeeded before the slices move,
  // so a failed fold is an error everywhere, not a rank missing below.
  int failed = reduced ? INT_MAX : rank, firstFailed = INT_MAX;
  MPI_Allreduce(&failed, &firstFailed, 1, MPI_INT, MPI_MIN, comms->collective);
  if (!reduced)
    return reduced.takeError();
  if (firstFailed != INT_MAX)
    return llvm::createStringError(
        "process " + formatProcessId(grid.unflatten(firstFailed)) +
        " failed to apply the computation to its slice");
  auto result = Tensor::allocate(reduced->getElementType(), mine.getShape());
  if (!result)
    return result.takeError();
  int64_t resultWidth = getElementByteSize(reduced->getElementType());
  std::vector<int> counts(n), offsets(n);
  for (int r = 0; r < n; ++r) {
    auto [begin, end] = sliceOf(count, r, n);
    counts[r] = static_cast<int>((end - begin) * resultWidth);
    offsets[r] = static_cast<int>(begin * resultWidth);
  }
  MPI_Allgatherv(reduced->getRawData(), counts[rank], MPI_BYTE,
                 result->getRawMutableData(), counts.data(), offsets.data(),
                 MPI_BYTE, comms->collective);
  return result;
}

std::optional<llvm::Expected<Tensor>>
MpiTransport::sumOfTwo(const Tensor &mine, stablehlo::ReduceBodyKind kind) {
  ElementType type = mine.getElementType();
  bool isF32 = type == ElementType::F32, isF64 = type == ElementType::F64;
  if (kind != stablehlo::ReduceBodyKind::Add || grid.getNumProcesses() != 2 ||
      !(isF32 || isF64) || mine.getNumElements() > INT_MAX)
    return std::nullopt;
  auto result = Tensor::allocate(type, mine.getShape());
  if (!result)
    return result.takeError();
  MPI_Allreduce(mine.getRawData(), result->getRawMutableData(),
                static_cast<int>(mine.getNumElements()),
                isF32 ? MPI_FLOAT : MPI_DOUBLE, MPI_SUM, comms->collective);
  return std::move(*result);
}

llvm::Expected<std::vector<Tensor>> MpiTransport::reduceInGroupOrder(
    llvm::ArrayRef<ProcessId> group, Contribution mine, AgreementCheck agree,
    FoldInOrder fold, stablehlo::ReduceBodyKind kind) {
  dieIfTestAsks(rank);
  if (group.size() != grid.getNumProcesses())
    return Transport::reduceInGroupOrder(group, std::move(mine), agree, fold,
                                         kind);
  auto waitingForGroup = [&] { return waitingForGroupMessage(group); };
  uint64_t signature = signatureOf(mine);
  auto words = allgatherWord(signature, waitingForGroup);
  if (!words)
    return words.takeError();
  if (signature == kMustGather || !llvm::all_equal(*words)) {
    // Ranks at other ops or with other types: gather everything, so that
    // `agree` names the difference.
    std::string bytes = encodeContribution(mine);
    llvm::Expected<int> size = messageSize(bytes);
    if (!size)
      return size.takeError();
    auto sizes = allgatherWord(*size, waitingForGroup);
    if (!sizes)
      return sizes.takeError();
    auto all = gatherWholeGrid(group, bytes, *sizes);
    if (!all)
      return all.takeError();
    return foldGathered(*all, agree, fold);
  }
  std::vector<Tensor> results;
  for (auto [i, operand] : llvm::enumerate(mine.tensors)) {
    if (std::optional<llvm::Expected<Tensor>> sum = sumOfTwo(operand, kind)) {
      if (!*sum)
        return sum->takeError();
      results.push_back(std::move(**sum));
      continue;
    }
    auto reduced = reduceScattered(operand, group, i, fold);
    if (!reduced)
      return reduced.takeError();
    results.push_back(std::move(*reduced));
  }
  return results;
}

llvm::Expected<std::optional<Contribution>>
MpiTransport::permute(std::optional<ProcessId> target,
                      std::optional<ProcessId> source, Contribution mine) {
  std::string bytes = encodeContribution(mine);
  llvm::Expected<int> size = messageSize(bytes);
  if (!size)
    return size.takeError();
  MPI_Request send = MPI_REQUEST_NULL;
  if (target)
    MPI_Isend(bytes.data(), *size, MPI_BYTE,
              static_cast<int>(grid.flatten(*target)), kPermuteTag,
              comms->pointToPoint, &send);
  std::optional<Contribution> received;
  if (source) {
    auto contribution =
        receive(static_cast<int>(grid.flatten(*source)), kPermuteTag);
    if (!contribution)
      return contribution.takeError();
    received = std::move(*contribution);
  }
  std::vector<int> receiver;
  if (target)
    receiver.push_back(static_cast<int>(grid.flatten(*target)));
  if (llvm::Error e = pollUntil(
          [&] { return completed(send); },
          [&] {
            return "process " + formatProcessId(*target) +
                   " to receive: a process skipped this collective or is "
                   "stuck";
          },
          receiver))
    return e;
  return received;
}

/// Sends `message` to `owner` on the channels' service communicator and
/// waits for the answer tagged `answerTag`.
llvm::Expected<std::string>
MpiTransport::askOwner(int owner, int tag, const std::string &message,
                       int answerTag,
                       llvm::function_ref<std::string()> waitingFor) {
  llvm::Expected<int> size = messageSize(message);
  if (!size)
    return size.takeError();
  MpiChannels &channels = comms->channels;
  MPI_Request request;
  MPI_Isend(message.data(), *size, MPI_BYTE, owner, tag,
            channels.getServiceComm(), &request);
  MPI_Status status;
  int arrived = 0;
  if (llvm::Error e = pollUntil(
          [&] {
            MPI_Iprobe(owner, answerTag, channels.getRepliesComm(), &arrived,
                       &status);
            return arrived != 0;
          },
          waitingFor))
    return e;
  int answerSize = 0;
  MPI_Get_count(&status, MPI_BYTE, &answerSize);
  std::string answer(answerSize, '\0');
  MPI_Recv(answer.data(), answerSize, MPI_BYTE, owner, answerTag,
           channels.getRepliesComm(), MPI_STATUS_IGNORE);
  // The owner answered, so it has received the message.
  MPI_Wait(&request, MPI_STATUS_IGNORE);
  return answer;
}

llvm::Error MpiTransport::sendOnChannel(int64_t channel, Contribution value) {
  int owner = comms->channels.ownerOf(channel);
  auto acknowledged = askOwner(
      owner, MpiChannels::kSend,
      MpiChannels::withChannel(channel, encodeContribution(value)),
      MpiChannels::kAck, [&] {
        return llvm::formatv("process {0}, which queues channel {1}, to take "
                             "the value: it is stuck",
                             formatProcessId(grid.unflatten(owner)), channel)
            .str();
      });
  return acknowledged.takeError();
}

llvm::Expected<Contribution> MpiTransport::receiveOnChannel(int64_t channel) {
  auto answer =
      askOwner(comms->channels.ownerOf(channel), MpiChannels::kRequest,
               MpiChannels::withChannel(channel, ""), MpiChannels::kValue, [&] {
                 return llvm::formatv("a send on channel {0}", channel).str();
               });
  if (!answer)
    return answer.takeError();
  llvm::StringRef payload = llvm::StringRef(*answer).drop_front();
  if (answer->front() == '\0')
    return llvm::createStringError(payload.str());
  return decodeContribution(payload);
}

void MpiTransport::endRun(llvm::StringRef failure) {
  MpiChannels &channels = comms->channels;
  channels.announceEnd(failure);
  // No timeout: the ranks still running time out themselves when stuck.
  auto pause = std::chrono::microseconds(10);
  for (channels.serve(); !channels.allEnded(); channels.serve()) {
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(1000));
  }
  channels.startNextRun();
}

std::vector<std::string> MpiTransport::collectAtRoot(const std::string &text) {
  int numRanks = static_cast<int>(grid.getNumProcesses());
  int size = static_cast<int>(std::min<size_t>(text.size(), INT_MAX));
  std::vector<int> sizes(numRanks), offsets(numRanks);
  MPI_Gather(&size, 1, MPI_INT, sizes.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
  int total = 0;
  for (int r = 0; r < numRanks; ++r) {
    offsets[r] = total;
    total += sizes[r];
  }
  std::string all(rank == 0 ? total : 0, '\0');
  MPI_Gatherv(text.data(), size, MPI_CHAR, all.data(), sizes.data(),
              offsets.data(), MPI_CHAR, 0, MPI_COMM_WORLD);
  std::vector<std::string> texts;
  if (rank == 0)
    for (int r = 0; r < numRanks; ++r)
      texts.push_back(all.substr(offsets[r], sizes[r]));
  return texts;
}

int MpiTransport::maxOverRanks(int value) {
  int result = value;
  MPI_Allreduce(&value, &result, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  return result;
}

int64_t MpiTransport::minOverRanks(int64_t value) {
  int64_t result = value;
  MPI_Allreduce(&value, &result, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
  return result;
}

void MpiTransport::abort(int code) {
  MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}

} // namespace hlokit::interpreter
