#if !canImport(UserNotifications)
  public import Foundation

  /// The error domain of ``UNError``: `"UNErrorDomain"`.
  public let UNErrorDomain: String = "UNErrorDomain"

  /// An error reported by the notification center or by an attachment.
  public struct UNError: CustomNSError, Hashable, Sendable {
    /// The kind of failure, with Apple's raw values.
    public enum Code: Int, Sendable {
      /// The app is not allowed to post notifications.
      case notificationsNotAllowed = 1
      /// The attachment's URL is not a readable file URL.
      case attachmentInvalidURL = 100
      /// The attachment's file type is not supported.
      case attachmentUnrecognizedType = 101
      /// The attachment's file is too large for its type.
      case attachmentInvalidFileSize = 102
      /// The attachment is not in the attachment data store.
      case attachmentNotInDataStore = 103
      /// The attachment could not be moved into the data store.
      case attachmentMoveIntoDataStoreFailed = 104
      /// The attachment's file is corrupt.
      case attachmentCorrupt = 105
      /// The notification should have a date but does not; shim: also what `add` reports for an
      /// invalid ``UNTimeIntervalNotificationTrigger``, where Apple's initializer raises.
      case notificationInvalidNoDate = 1400
      /// The notification has no user-facing content.
      case notificationInvalidNoContent = 1401
      /// A content-providing object is not allowed (communication notifications).
      case contentProvidingObjectNotAllowed = 1500
      /// A content-providing object is invalid (communication notifications).
      case contentProvidingInvalid = 1501
      /// The badge count is invalid.
      case badgeInputInvalid = 1600

      /// Matches an error against a code, so that `catch UNError.notificationsNotAllowed` works.
      public static func ~= (match: UNError.Code, error: any Error) -> Bool {
        (error as? UNError)?.code == match
      }
    }

    /// The kind of failure.
    public let code: Code

    /// The error's user info, for example `NSLocalizedDescriptionKey`.
    public var userInfo: [String: Any] { storedUserInfo.value }

    private let storedUserInfo: UserInfo

    /// Creates an error with a code and optional user info.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
      self.code = code
      self.storedUserInfo = UserInfo(value: userInfo)
    }

    /// Creates an error from its `NSError`; shim: an unknown code reads as ``Code/notificationsNotAllowed``.
    public init(_nsError: NSError) {
      self.init(Code(rawValue: _nsError.code) ?? .notificationsNotAllowed, userInfo: _nsError.userInfo)
    }

    /// ``UNErrorDomain``.
    public static var errorDomain: String { UNErrorDomain }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// The user info given when the error was made.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Whether two errors have the same code and equal user info.
    public static func == (lhs: UNError, rhs: UNError) -> Bool {
      lhs.code == rhs.code && PropertyList.isEqual(lhs.userInfo, rhs.userInfo)
    }

    /// Hashes the code (user info only refines equality).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(code)
    }

    /// ``Code/notificationsNotAllowed``, as Apple mirrors each code on `UNError`.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// ``Code/attachmentInvalidURL``.
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    /// ``Code/attachmentUnrecognizedType``.
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    /// ``Code/attachmentInvalidFileSize``.
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    /// ``Code/attachmentNotInDataStore``.
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    /// ``Code/attachmentMoveIntoDataStoreFailed``.
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    /// ``Code/attachmentCorrupt``.
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    /// ``Code/notificationInvalidNoDate``.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// ``Code/notificationInvalidNoContent``.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// ``Code/contentProvidingObjectNotAllowed``.
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    /// ``Code/contentProvidingInvalid``.
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    /// ``Code/badgeInputInvalid``.
    public static var badgeInputInvalid: Code { .badgeInputInvalid }
  }

  extension UNError {
    /// The user info, held so that the error stays `Sendable`; `@unchecked Sendable` is safe: it is a
    /// never-mutated `let` of property-list values, which are values or immutable objects.
    private struct UserInfo: @unchecked Sendable {
      let value: [String: Any]
    }

    static func make(_ code: Code, _ message: String) -> UNError {
      UNError(code, userInfo: [NSLocalizedDescriptionKey: message])
    }
  }
#endif
