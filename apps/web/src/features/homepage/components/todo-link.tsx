import { Typography } from 'antd';
import { Link } from 'react-router';
import { todoTarget, type Todo } from '@oms/contracts';

type Props = { todo: Pick<Todo, 'relateType' | 'status' | 'title'>; strong?: boolean };

/** A to-do's title, linked to its target by related type (spec §2; type 2 has none). */
export const TodoLink = ({ todo, strong }: Props) => {
  const target = todoTarget(todo.relateType, todo.status);
  const text = <Typography.Text strong={strong}>{todo.title}</Typography.Text>;
  if (!target) return <span data-testid="todo-title">{text}</span>;
  return (
    <Link to={target} data-testid="todo-link" data-target={target}>
      {todo.title}
    </Link>
  );
};
