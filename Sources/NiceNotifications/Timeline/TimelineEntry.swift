import DateBuilder

extension NotificationsTimeline {
  /// Occurrences and a way to make their content, what one `.schedule(...)` call declares:
  /// `Tomorrow().at(hour: 8, minute: 0).schedule(title: "Vitamins").identified(by: "vitamins")`.
  public struct Entry: Sendable {
    let source: OccurrenceSource
    /// Shared by reference, apart from ``source``, so a stream reads it in place.
    let walk: SharedWalk?
    let maker: ContentMaker
    var key: String?
    var overrides = ContentOverrides()
    var timeMeaning: TimeMeaning = .wallClock
    var pacingChoice = PacingChoice.moveToEnd
    var sourceLocation: EntryLocation?
    /// The repeating calendar pattern of an unbounded series that keeps one.
    var repeatingPattern: DateBuilder.RepeatingPattern?

    init(source: OccurrenceSource, maker: ContentMaker, repeatingPattern: DateBuilder.RepeatingPattern? = nil)
    {
      self.source = source
      if case .dates(let walk) = source { self.walk = SharedWalk(walk) } else { self.walk = nil }
      self.maker = maker
      self.repeatingPattern = repeatingPattern
    }

    func replacingSource(_ source: OccurrenceSource) -> Entry {
      var entry = Entry(source: source, maker: maker)
      entry.key = key
      entry.overrides = overrides
      entry.timeMeaning = timeMeaning
      entry.pacingChoice = pacingChoice
      entry.sourceLocation = sourceLocation
      return entry
    }

    /// The entry with a stable identity, the middle part of its requests' identifiers:
    /// `Tomorrow().at(hour: 7, minute: 0).schedule(title: "Wake up").identified(by: "alarm")`.
    public func identified(by identity: String) -> Entry {
      var copy = self
      copy.key = identity
      return copy
    }

    /// The entry with its content shown with the actions of the category `identifier`:
    /// `.schedule(title: "Timer done").withCategory("timer")`.
    public func withCategory(_ identifier: String) -> Entry {
      overriding { $0.categoryIdentifier = identifier }
    }

    /// The entry with its notifications grouped into the thread `identifier`:
    /// `.schedule(title: "New message").withThreadIdentifier("chat-42")`.
    public func withThreadIdentifier(_ identifier: String) -> Entry {
      overriding { $0.threadIdentifier = identifier }
    }

    /// The entry with its notifications bringing forward the content `identifier`:
    /// `.schedule(title: "Your order").withTargetContentIdentifier("order-17")`.
    public func withTargetContentIdentifier(_ identifier: String) -> Entry {
      overriding { $0.targetContentIdentifier = identifier }
    }

    /// The entry with its notifications interrupting at `level`:
    /// `.schedule(title: "Take your pill").withInterruptionLevel(.timeSensitive)`.
    public func withInterruptionLevel(_ level: InterruptionLevel) -> Entry {
      overriding { $0.interruptionLevel = level }
    }

    /// The entry with its notifications ranked `score` (0…1) in a summary:
    /// `.schedule(title: "Daily digest").withRelevanceScore(0.2)`.
    public func withRelevanceScore(_ score: Double) -> Entry {
      overriding { $0.relevanceScore = score }
    }

    /// The entry with its times meaning `meaning`: wall-clock (the default), pinned to a zone, or instants:
    /// `.schedule(title: "Market opens").timeMeaning(.pinned(TimeZone(identifier: "America/New_York")!))`.
    public func timeMeaning(_ meaning: TimeMeaning) -> Entry {
      var copy = self
      copy.timeMeaning = meaning
      return copy
    }

    private func overriding(_ change: @escaping @Sendable (inout NotificationContent) -> Void) -> Entry {
      var copy = self
      copy.overrides.changes.append(change)
      return copy
    }
  }
}

/// Changes that modifiers such as `withCategory` make to whatever content the maker makes.
struct ContentOverrides: Sendable {
  var changes: [@Sendable (inout NotificationContent) -> Void] = []

  func apply(to content: NotificationContent) -> NotificationContent {
    changes.reduce(into: content) { content, change in change(&content) }
  }
}

/// Where an entry was declared, for errors that point at the offending line:
/// `if let location = failure.sourceLocation { print("\(location.fileID):\(location.line)") }`.
public struct EntryLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` spells it.
  public var fileID: String
  /// The line.
  public var line: Int

  /// `Module/File.swift:42`.
  public var description: String { "\(fileID):\(line)" }
}

/// Where an entry's occurrences come from: a DateBuilder expression or one trigger.
enum OccurrenceSource: Sendable {
  case dates(DateBuilder.OccurrenceWalk)
  case trigger(NotificationTrigger?)
  /// A platform trigger of a kind the package does not schedule: the entry fails with this error when read.
  case invalidTrigger(NotificationTriggerError)
}
