// post-robot ships Flow types only. These are the few calls channel.ts uses.
declare module 'post-robot' {
  interface PostRobotEvent<T> {
    source: Window;
    origin: string;
    data: T;
  }
  interface ThenableLike<T> {
    then<R>(onFulfilled: (value: T) => R, onRejected?: (error: unknown) => R): ThenableLike<R>;
  }
  interface Listener {
    cancel(): void;
  }
  interface Api {
    on<T>(
      name: string,
      options: { window: Window; domain: string },
      handler: (event: PostRobotEvent<T>) => unknown,
    ): Listener;
    send<T>(
      win: Window,
      name: string,
      data: unknown,
      options: { domain: string; timeout?: number; fireAndForget?: boolean },
    ): ThenableLike<PostRobotEvent<T>>;
  }
  const postRobot: Api;
  export default postRobot;
}
