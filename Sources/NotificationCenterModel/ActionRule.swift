/// Which of a category's actions the person can choose: the first ten, however much room
/// there is (UserNotificationsBehaviour.md §7; Apple's documentation, "UNNotificationCategory").
///
/// ```swift
/// ActionRule.offered(Array(1...12)) // 1...10
/// ```
package enum ActionRule {
  /// The most actions the system shows for one notification.
  package static let maximumShown = 10

  /// The actions shown, in the category's order.
  package static func offered<Action>(_ actions: [Action]) -> ArraySlice<Action> {
    actions.prefix(maximumShown)
  }
}
