//===- InProcessGrid.cpp - the process grid as threads of one process -----===//
//
// Processes meet at rendezvous points in shared state guarded by one mutex.
// A gather's rendezvous is keyed by its group and by how many gathers this
// group has done before, so that the k-th collective of a group in one
// process meets the k-th in every other member. A waiting process gives up
// as soon as a process it waits for has ended, or when the timeout expires.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Interpreter/Distributed/Transport.h"

#include "llvm/Support/FormatVariadic.h"

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>

namespace hlokit::interpreter {

Transport::~Transport() = default;

llvm::Expected<std::vector<Tensor>>
Transport::reduceInGroupOrder(llvm::ArrayRef<ProcessId> group,
                              Contribution mine, AgreementCheck agree,
                              FoldInOrder fold, stablehlo::ReduceBodyKind) {
  auto all = gather(group, std::move(mine));
  if (!all)
    return all.takeError();
  return foldGathered(*all, agree, fold);
}

llvm::Expected<std::vector<Tensor>>
Transport::foldGathered(llvm::ArrayRef<Contribution> all, AgreementCheck agree,
                        FoldInOrder fold) {
  if (llvm::Error e = agree(all))
    return e;
  std::vector<Tensor> results;
  for (size_t i = 0; i < all.front().tensors.size(); ++i) {
    llvm::SmallVector<Tensor> values;
    for (const Contribution &member : all)
      values.push_back(member.tensors[i]);
    auto reduced = fold(i, values);
    if (!reduced)
      return reduced.takeError();
    results.push_back(std::move(*reduced));
  }
  return results;
}

class InProcessGrid::State {
public:
  State(GridShape shape, std::chrono::milliseconds timeout)
      : shape(shape), timeout(timeout),
        status(shape.getNumProcesses(), Status::Running),
        causes(shape.getNumProcesses()) {}

  enum class Status { Running, Finished, Failed };

  /// Waits until `ready()`; fails with `giveUp()`'s message as soon as it
  /// has one, or with `timedOut()`'s once the timeout expires.
  llvm::Error waitUntil(std::unique_lock<std::mutex> &lock,
                        llvm::function_ref<bool()> ready,
                        llvm::function_ref<std::optional<std::string>()> giveUp,
                        llvm::function_ref<std::string()> timedOut) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!ready()) {
      if (std::optional<std::string> reason = giveUp())
        return llvm::createStringError(*reason);
      if (changed.wait_until(lock, deadline) == std::cv_status::timeout &&
          !ready())
        return llvm::createStringError(
            llvm::formatv("timed out after {0} ms {1}", timeout.count(),
                          timedOut())
                .str());
    }
    return llvm::Error::success();
  }

  /// "process (1, 0) failed before reaching this collective: <cause>" for
  /// the first of `awaited` that is no longer running.
  std::optional<std::string> endedProcess(llvm::ArrayRef<uint32_t> awaited) {
    for (uint32_t id : awaited) {
      if (status[id] == Status::Running)
        continue;
      std::string message =
          llvm::formatv("process {0} {1} before reaching this collective",
                        formatProcessId(shape.unflatten(id)),
                        status[id] == Status::Failed ? "failed" : "finished")
              .str();
      if (!causes[id].empty())
        message += ": " + causes[id];
      return message;
    }
    return std::nullopt;
  }

  struct Rendezvous {
    std::vector<std::optional<Contribution>> slots;
    size_t taken = 0;
  };

  GridShape shape;
  std::chrono::milliseconds timeout;
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<Status> status;
  /// The error each failed process ended with.
  std::vector<std::string> causes;
  /// Gathers in progress, by (group as flattened ids, sequence number).
  std::map<std::pair<std::vector<uint32_t>, uint64_t>, Rendezvous> gathers;
  /// collective_permute messages by (source, target, sequence number).
  std::map<std::tuple<uint32_t, uint32_t, uint64_t>, Contribution> mailbox;
  /// Values sent on each channel and not yet received.
  std::map<int64_t, std::deque<Contribution>> channels;
};

namespace {

/// The transport of one process; only its own thread calls it.
class ThreadTransport : public Transport {
public:
  ThreadTransport(InProcessGrid::State &state, uint32_t self)
      : state(state), self(self) {}

  GridShape getGridShape() const override { return state.shape; }
  ProcessId getProcessId() const override {
    return state.shape.unflatten(self);
  }

  llvm::Expected<std::vector<Contribution>>
  gather(llvm::ArrayRef<ProcessId> group, Contribution mine) override {
    std::vector<uint32_t> members;
    for (ProcessId id : group)
      members.push_back(state.shape.flatten(id));
    auto position = llvm::find(members, self) - members.begin();
    auto key = std::make_pair(members, gatherCounts[members]++);
    std::unique_lock<std::mutex> lock(state.mutex);
    InProcessGrid::State::Rendezvous &meeting = state.gathers[key];
    meeting.slots.resize(members.size());
    meeting.slots[position] = std::move(mine);
    state.changed.notify_all();
    auto missing = [&] {
      llvm::SmallVector<uint32_t> ids;
      for (auto [id, slot] : llvm::zip(members, meeting.slots))
        if (!slot)
          ids.push_back(id);
      return ids;
    };
    if (llvm::Error e = state.waitUntil(
            lock, [&] { return missing().empty(); },
            [&] { return state.endedProcess(missing()); },
            [&] {
              std::string ids;
              for (uint32_t id : missing())
                ids += (ids.empty() ? "" : ", ") +
                       formatProcessId(state.shape.unflatten(id));
              return llvm::formatv("waiting for process(es) {0} of the group "
                                   "{1}: a process skipped this collective "
                                   "or is stuck",
                                   ids, formatGroup(group))
                  .str();
            }))
      return e;
    std::vector<Contribution> all;
    for (const auto &slot : meeting.slots)
      all.push_back(*slot);
    if (++meeting.taken == members.size())
      state.gathers.erase(key);
    return all;
  }

  llvm::Expected<std::optional<Contribution>>
  permute(std::optional<ProcessId> target, std::optional<ProcessId> source,
          Contribution mine) override {
    if (target) {
      uint32_t to = state.shape.flatten(*target);
      uint64_t seq = sendCounts[to]++;
      std::lock_guard<std::mutex> lock(state.mutex);
      state.mailbox[{self, to, seq}] = std::move(mine);
      state.changed.notify_all();
    }
    if (!source)
      return std::nullopt;
    uint32_t from = state.shape.flatten(*source);
    auto key = std::make_tuple(from, self, receiveCounts[from]++);
    std::unique_lock<std::mutex> lock(state.mutex);
    if (llvm::Error e = state.waitUntil(
            lock, [&] { return state.mailbox.count(key) != 0; },
            [&] { return state.endedProcess({from}); },
            [&] {
              return "waiting for process " + formatProcessId(*source) +
                     " to send its operand";
            }))
      return e;
    Contribution received = std::move(state.mailbox[key]);
    state.mailbox.erase(key);
    return received;
  }

  llvm::Error sendOnChannel(int64_t channel, Contribution value) override {
    std::lock_guard<std::mutex> lock(state.mutex);
    state.channels[channel].push_back(std::move(value));
    state.changed.notify_all();
    return llvm::Error::success();
  }

  llvm::Expected<Contribution> receiveOnChannel(int64_t channel) override {
    std::unique_lock<std::mutex> lock(state.mutex);
    std::deque<Contribution> &queue = state.channels[channel];
    auto everyoneElseEnded = [&]() -> std::optional<std::string> {
      for (uint32_t id = 0; id < state.status.size(); ++id)
        if (id != self &&
            state.status[id] == InProcessGrid::State::Status::Running)
          return std::nullopt;
      return llvm::formatv("every other process ended without sending on "
                           "channel {0}",
                           channel)
          .str();
    };
    if (llvm::Error e = state.waitUntil(
            lock, [&] { return !queue.empty(); }, everyoneElseEnded,
            [&] {
              return llvm::formatv("waiting for a send on channel {0}", channel)
                  .str();
            }))
      return e;
    Contribution value = std::move(queue.front());
    queue.pop_front();
    return value;
  }

private:
  InProcessGrid::State &state;
  uint32_t self;
  /// Per group, per target and per source: how many exchanges came before,
  /// which matches the k-th exchange of one process with the k-th of others.
  std::map<std::vector<uint32_t>, uint64_t> gatherCounts;
  std::map<uint32_t, uint64_t> sendCounts;
  std::map<uint32_t, uint64_t> receiveCounts;
};

} // namespace

InProcessGrid::InProcessGrid(GridShape shape, std::chrono::milliseconds timeout)
    : state(std::make_unique<State>(shape, timeout)) {
  for (uint32_t id = 0; id < shape.getNumProcesses(); ++id)
    transports.push_back(std::make_unique<ThreadTransport>(*state, id));
}

InProcessGrid::~InProcessGrid() = default;

GridShape InProcessGrid::getShape() const { return state->shape; }

Transport &InProcessGrid::getTransport(uint32_t flattenedId) {
  return *transports[flattenedId];
}

void InProcessGrid::markEnded(uint32_t flattenedId, bool failed,
                              llvm::StringRef cause) {
  std::lock_guard<std::mutex> lock(state->mutex);
  state->status[flattenedId] =
      failed ? State::Status::Failed : State::Status::Finished;
  state->causes[flattenedId] = cause.str();
  state->changed.notify_all();
}

} // namespace hlokit::interpreter
