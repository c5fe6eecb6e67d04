// The containers feature's public face: links to the list and a container's detail.
export { detailPath as containerDetailPath, LIST_PATH as CONTAINERS_PATH } from './container-columns';
